/**
 * Suguru's model and answers: puzzles, solve and count outcomes, violations, hints, generated puzzles and their
 * request. The verifier, solvers, counting, hints and generator are in {@code suguru.internal};
 * {@code org.gridpuzzle.domain.Suguru} runs them.
 */
package org.gridpuzzle.domain.suguru;
