/** Suguru puzzles and grids from and to files. */
package org.gridpuzzle.application.port.out.suguru;
