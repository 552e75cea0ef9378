/** Text formats on strings, with errors that name the line and column; {@link org.gridpuzzle.format.TextFormats} reads every genre. */
package org.gridpuzzle.format;
