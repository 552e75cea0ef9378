/** Suguru puzzle and solution files in every Suguru format. */
package org.gridpuzzle.adapter.file.suguru;
