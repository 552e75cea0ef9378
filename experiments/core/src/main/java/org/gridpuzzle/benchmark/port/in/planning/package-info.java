/** Planning benchmarks: Sokoban sets under several configurations (PAR-2), Snowman beside the best known results. */
package org.gridpuzzle.benchmark.port.in.planning;
