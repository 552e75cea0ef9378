/** {@code gridpuzzle reach}: grid reachability answered by a SAT solver. */
package org.gridpuzzle.adapter.cli.reachability;
