/** The reachability service: encode, solve, decode, check the path against the map. */
package org.gridpuzzle.application.service.reachability;
