/** Grids: positions, shapes, neighbourhoods, region maps, graphs, flood fill and components. */
package org.gridpuzzle.domain.grid;
