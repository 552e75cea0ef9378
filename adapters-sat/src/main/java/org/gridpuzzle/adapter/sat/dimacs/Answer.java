package org.gridpuzzle.adapter.sat.dimacs;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.sat.SatStatus;

/**
 * What a solver printed: the status it claimed (if any), the model (if any), and every status line it printed (a
 * second one makes the answer contradictory, whichever came last).
 */
record Answer(SatStatus claimed, boolean[] model, List<String> statusLines) {

    Answer {
        statusLines = List.copyOf(statusLines);
    }

    /** Competition format: "s SATISFIABLE" / "s UNSATISFIABLE" / "s UNKNOWN" and "v ..." lines ending in 0. */
    static Answer parseCompetition(List<String> lines, int variables) {
        SatStatus status = null;
        boolean[] model = null;
        List<String> statuses = new ArrayList<>();
        for (String raw : lines) {
            String line = raw.trim();
            if (line.startsWith("s ")) {
                statuses.add(line);
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
        return new Answer(status, model, statuses);
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
                return new Answer(SatStatus.SAT, model, List.of(lines[0].trim()));
            }
            case "UNSAT":
                return new Answer(SatStatus.UNSAT, null, List.of("UNSAT"));
            case "INDET":
                return new Answer(SatStatus.UNKNOWN, null, List.of("INDET"));
            default:
                return new Answer(null, null, List.of());
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

    /**
     * Why the answer cannot be believed, or null when it is consistent: more than one status line, a model beside a
     * status other than SAT, or a status the exit code contradicts (10 is SAT, 20 UNSAT, by the competition's rules).
     * Any of these is a broken solver, not an answer: the run fails and the formula is kept.
     */
    String contradiction(int exitCode) {
        if (statusLines.size() > 1) {
            return "printed " + statusLines.size() + " status lines (" + String.join(", ", statusLines) + ")";
        }
        if (model != null && claimed != SatStatus.SAT) {
            return "printed a model beside " + (claimed == null ? "no status line" : "'" + statusLines.get(0) + "'");
        }
        if (claimed == SatStatus.SAT && exitCode == 20 || claimed == SatStatus.UNSAT && exitCode == 10
                || claimed == SatStatus.UNKNOWN && (exitCode == 10 || exitCode == 20)) {
            return "said '" + statusLines.get(0) + "' with exit code " + exitCode + " (10 means SAT, 20 UNSAT)";
        }
        return null;
    }

    /**
     * The status, or null when the run gave no answer: SAT only with exit code 10 and UNSAT only with exit code 20,
     * each with the matching claim (a status line, or MiniSat's result file). A solver that prints a status and then
     * crashes or exits otherwise has not answered: its UNSAT would turn a crash into a false proof. UNKNOWN is a
     * claim of no answer, taken with exit code 0 (or 10/20 never: they promise an answer).
     */
    SatStatus status(int exitCode) {
        if (claimed == SatStatus.SAT && exitCode == 10 || claimed == SatStatus.UNSAT && exitCode == 20) {
            return claimed;
        }
        if (claimed == SatStatus.UNKNOWN && exitCode == 0) {
            return SatStatus.UNKNOWN;
        }
        return null;
    }
}
