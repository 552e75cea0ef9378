/** Suguru: gridpuzzle's {@code .sug} text and the paper's {@code .in}/{@code .ans}. */
package org.gridpuzzle.format.suguru;
