/** The grid-reachability use case. */
package org.gridpuzzle.application.port.in.reachability;
