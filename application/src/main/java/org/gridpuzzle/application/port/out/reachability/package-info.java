/** Grid maps from files. */
package org.gridpuzzle.application.port.out.reachability;
