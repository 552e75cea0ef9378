/** Grids: positions, directions, shapes, integer grids and region maps; graphs and flood fill are internal. */
package org.gridpuzzle.domain.grid;
