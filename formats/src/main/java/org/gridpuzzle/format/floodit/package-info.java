/** Flood-It boards (and one-board-per-line sets) and DIMACS graphs. */
package org.gridpuzzle.format.floodit;
