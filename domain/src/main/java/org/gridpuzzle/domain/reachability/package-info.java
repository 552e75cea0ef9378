/**
 * Grid reachability in SAT: maps, the encoding kinds (DAG, path, spanning tree) and the answer; the encodings are in
 * {@code reachability.internal}, run by {@code org.gridpuzzle.domain.Reachability}.
 */
package org.gridpuzzle.domain.reachability;
