/** Snowman {@code .lvl} levels. */
package org.gridpuzzle.format.snowman;
