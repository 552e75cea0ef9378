package org.gridpuzzle.adapter.cli.suguru;

import org.gridpuzzle.domain.suguru.SolveOutcome;

/** A solver's outcome in words: its status, and why there is no solution to show. */
final class OutcomeText {

    private OutcomeText() {
    }

    static String status(SolveOutcome outcome) {
        if (outcome instanceof SolveOutcome.Solved) {
            return "solved";
        }
        return outcome instanceof SolveOutcome.Unsolvable ? "unsolvable" : "stopped";
    }

    /** Why there is no solution to show, as one line. */
    static String reason(SolveOutcome outcome) {
        if (outcome instanceof SolveOutcome.Unsolvable u) {
            return u.reason().startsWith("no solution") ? u.reason() : "no solution: " + u.reason();
        }
        if (outcome instanceof SolveOutcome.Stopped st) {
            return "stopped: " + st.reason().description() + " before an answer";
        }
        return "solved";
    }
}

