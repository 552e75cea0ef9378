/** Suguru: puzzles, the verifier, the solvers (published backtracking, fast propagating, linear strips), counting, hints and the generator. */
package org.gridpuzzle.domain.suguru;
