package org.gridpuzzle.adapter.cli.suguru;

import java.util.Locale;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.domain.suguru.SolveOutcome;

/** Small conversions shared by the Suguru commands. */
final class SuguruOptions {

    private SuguruOptions() {
    }

    static SolverChoice solver(String name) {
        try {
            return SolverChoice.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(null, "unknown solver '" + name + "'; choose auto, fast, paper or strip");
        }
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
