/** Planning benchmarks: Sokoban sets under several configurations (PAR-2), Snowman beside the best known results. */
package org.gridpuzzle.experiment.port.in.planning;
