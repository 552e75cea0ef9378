/** Flood-It boards and graphs from and to files. */
package org.gridpuzzle.application.port.out.floodit;
