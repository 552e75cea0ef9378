/** Sokoban (XSB) and Snowman ({@code .lvl}) level files. */
package org.gridpuzzle.adapter.file.planning;
