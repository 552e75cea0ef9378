/** Pictures, genre texts and atomic file writes, for saving answers. */
package org.gridpuzzle.application.port.out.output;
