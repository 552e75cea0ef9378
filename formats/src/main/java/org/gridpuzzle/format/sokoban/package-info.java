/** Sokoban XSB levels. */
package org.gridpuzzle.format.sokoban;
