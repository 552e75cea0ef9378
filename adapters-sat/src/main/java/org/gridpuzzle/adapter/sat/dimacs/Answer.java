package org.gridpuzzle.adapter.sat.dimacs;

import java.util.List;
import org.gridpuzzle.domain.sat.SatStatus;

/** What a solver printed: the status it claimed (if any) and the model (if any). */
record Answer(SatStatus claimed, boolean[] model) {

    /** Competition format: "s SATISFIABLE" / "s UNSATISFIABLE" / "s UNKNOWN" and "v ..." lines ending in 0. */
    static Answer parseCompetition(List<String> lines, int variables) {
        SatStatus status = null;
        boolean[] model = null;
        for (String raw : lines) {
            String line = raw.trim();
            if (line.startsWith("s ")) {
                status = switch (line.substring(2).trim()) {
                    case "SATISFIABLE" -> SatStatus.SAT;
                    case "UNSATISFIABLE" -> SatStatus.UNSAT;
                    case "UNKNOWN", "INDETERMINATE" -> SatStatus.UNKNOWN;
                    default -> null;
                };
            } else if (line.startsWith("v ") || line.equals("v")) {
                model = model == null ? new boolean[variables + 1] : model;
                readLiterals(line.substring(1), model);
            }
        }
        return new Answer(status, model);
    }

    /** MiniSat's result file: "SAT" then the literals ending in 0, or "UNSAT", or "INDET". */
    static Answer parseResultFile(String text, int variables) {
        String[] lines = text.trim().split("\\R", 2);
        switch (lines[0].trim()) {
            case "SAT": {
                boolean[] model = new boolean[variables + 1];
                if (lines.length > 1) {
                    readLiterals(lines[1], model);
                }
                return new Answer(SatStatus.SAT, model);
            }
            case "UNSAT":
                return new Answer(SatStatus.UNSAT, null);
            case "INDET":
                return new Answer(SatStatus.UNKNOWN, null);
            default:
                return new Answer(null, null);
        }
    }

    private static void readLiterals(String text, boolean[] model) {
        for (String token : text.trim().split("\\s+")) {
            if (token.isEmpty()) {
                continue;
            }
            int lit;
            try {
                lit = Integer.parseInt(token);
            } catch (NumberFormatException e) {
                continue; // garbage is caught by the model check
            }
            if (lit != 0 && Math.abs(lit) < model.length) {
                model[Math.abs(lit)] = lit > 0;
            }
        }
    }

    /** The status from the claim and the exit code; null when neither says anything usable or they disagree. */
    SatStatus status(int exitCode) {
        SatStatus byExit = exitCode == 10 ? SatStatus.SAT : exitCode == 20 ? SatStatus.UNSAT : null;
        if (claimed != null && byExit != null && claimed != byExit) {
            return null;
        }
        return claimed != null ? claimed : byExit;
    }
}
