/** Answers saved as the genre's text, and files written whole. */
package org.gridpuzzle.adapter.file.output;
