/** Reading an input to show it: parse, validate and describe a puzzle, board, map or level. */
package org.gridpuzzle.application.port.in.puzzle;
