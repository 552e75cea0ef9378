package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.search.Limits;

/** A Suguru solver. Implementations are stateless and thread-safe. */
public interface SuguruSolver {

    /** The name users pick it by ({@code fast}, {@code paper}, {@code strip}). */
    String name();

    SolveOutcome solve(SuguruPuzzle puzzle, Limits limits);
}
