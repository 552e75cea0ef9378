/** Grid maps for reachability. */
package org.gridpuzzle.format.gridmap;
