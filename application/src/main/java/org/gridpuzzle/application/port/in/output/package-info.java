/** Saving an answer to a file. */
package org.gridpuzzle.application.port.in.output;
