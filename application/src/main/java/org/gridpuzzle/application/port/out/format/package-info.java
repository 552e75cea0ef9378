/** What the application asks of the file formats' side: which formats it reads and writes. */
package org.gridpuzzle.application.port.out.format;
