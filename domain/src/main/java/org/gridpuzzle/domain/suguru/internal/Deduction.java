package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.Technique;
import java.util.EnumSet;
import java.util.Set;
import org.gridpuzzle.domain.search.Budget;

/**
 * How much reasoning a grade allows, on the fast solver's propagator: a puzzle "solves" at a level when that
 * reasoning alone fills the grid. Each level contains the one before, as the grades' techniques do
 * ({@link Technique}): singles; with king-neighbour exclusion (pointing); with subsets; with one level of
 * trial (failed-value probing, what a person does when marking "if this were 3, ..." and finding a clash).
 */
enum Deduction {
    SINGLES(EnumSet.of(CandidatePropagator.Rule.HIDDEN_SINGLES), false),
    EXCLUSION(EnumSet.of(CandidatePropagator.Rule.HIDDEN_SINGLES, CandidatePropagator.Rule.POINTING), false),
    SUBSETS(EnumSet.allOf(CandidatePropagator.Rule.class), false),
    TRIAL(EnumSet.allOf(CandidatePropagator.Rule.class), true);

    private final Set<CandidatePropagator.Rule> rules;
    private final boolean probing;

    Deduction(Set<CandidatePropagator.Rule> rules, boolean probing) {
        this.rules = rules;
        this.probing = probing;
    }

    static Deduction forGrade(Difficulty grade) {
        switch (grade) {
            case EASY:
                return SINGLES;
            case MEDIUM:
                return EXCLUSION;
            case HARD:
                return SUBSETS;
            default:
                return TRIAL;
        }
    }

    /** Whether this reasoning alone fills the grid (so the puzzle is unique, and needs nothing stronger). */
    boolean solves(SuguruPuzzle puzzle, Budget budget) {
        if (UnsolvabilityCheck.reason(puzzle).isPresent()) {
            return false;
        }
        CandidatePropagator propagator = new CandidatePropagator(puzzle, rules);
        CandidatePropagator.State s = propagator.initial(puzzle.givens().toArray());
        if (s == null) {
            return false;
        }
        int n = puzzle.shape().size();
        if (probing && s.placed < n && new CandidateProber(propagator).probe(s, null, budget)
                != CandidateProber.Probe.CONSISTENT) {
            return false;
        }
        return s.placed == n;
    }
}
