/**
 * Sokoban's engines: rules, replay, dead squares, breadth-first search, the SAT encoding and the searches over pushes.
 * <p>
 * <b>Where to start.</b> {@code SokobanSearch} is the entry: A* and the fast search, which runs the {@code Schedule}
 * (FESS alone first, then the portfolio of feature spaces, {@code Portfolio} over {@code PushSearch}), and FESS alone
 * ({@code FessSearch}, the {@code fess} strategy). FESS's forward game is {@code FessForward} (moves, the lazy deadlock
 * tests on the move played), measured by {@code ForwardFeatures} and advised by {@code ForwardAdvisors}, under
 * {@code FessRules}; the engine and the packing plan's backward search are in {@code sokoban.internal.fess}. The tests
 * that judge FESS by the paper's node counts are {@code FessTableTest} and the trial {@code FessTableTrial}.
 */
package org.gridpuzzle.domain.sokoban.internal;
