/** Sokoban and Snowman levels from files. */
package org.gridpuzzle.application.port.out.planning;
