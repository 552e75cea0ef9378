package org.gridpuzzle.answer;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.sat.SolveCnfResult;
import org.gridpuzzle.domain.sat.SatStatus;

/** The SAT command's answer document. */
public final class SatAnswers {

    private SatAnswers() {
    }

    /** @param model the satisfying assignment as DIMACS literals (variable v true: v, false: -v), or null */
    public record Solve(String source, String status, int variables, int clauses, String solver, double millis,
            int[] model) {
    }

    public static Solve solve(PuzzleSource source, SolveCnfResult r) {
        int[] model = null;
        if (r.status() == SatStatus.SAT && r.model() != null) {
            model = new int[r.variables()];
            for (int v = 1; v <= r.variables(); v++) {
                model[v - 1] = r.model()[v] ? v : -v;
            }
        }
        return new Solve(source.name(), Labels.of(r.status()), r.variables(), r.clauses(), r.solver(), r.nanos() / 1e6,
                model);
    }
}
