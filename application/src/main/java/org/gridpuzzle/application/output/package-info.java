/** Answers as things to save: what a command produced, and how a file's extension says to write it. */
package org.gridpuzzle.application.output;
