package org.gridpuzzle.adapter.sat.dimacs;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.sat.SatStatus;

/**
 * What a solver printed: the status it claimed (if any), the model (if any), every status line it printed (a second
 * one makes the answer contradictory, whichever came last), and what is wrong with the model's literals, if anything (a
 * variable the formula does not have, a token that is no literal, a variable given both values): an external solver
 * is never trusted, and a model that names what the formula does not is a broken solver's.
 *
 * @param modelProblem null when every literal of the model is one of the formula's
 */
record Answer(SatStatus claimed, boolean[] model, List<String> statusLines, String modelProblem) {

    Answer {
        statusLines = List.copyOf(statusLines);
    }

    Answer(SatStatus claimed, boolean[] model, List<String> statusLines) {
        this(claimed, model, statusLines, null);
    }

    /** Competition format: "s SATISFIABLE" / "s UNSATISFIABLE" / "s UNKNOWN" and "v ..." lines ending in 0. */
    static Answer parseCompetition(List<String> lines, int variables) {
        SatStatus status = null;
        boolean[] model = null;
        boolean[] given = null;
        String problem = null;
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
                given = given == null ? new boolean[variables + 1] : given;
                String wrong = readLiterals(line.substring(1), model, given);
                problem = problem == null ? wrong : problem;
            }
        }
        return new Answer(status, model, statuses, problem);
    }

    /** MiniSat's result file: "SAT" then the literals ending in 0, or "UNSAT", or "INDET". */
    static Answer parseResultFile(String text, int variables) {
        String[] lines = text.trim().split("\\R", 2);
        switch (lines[0].trim()) {
            case "SAT": {
                boolean[] model = new boolean[variables + 1];
                String problem = lines.length > 1 ? readLiterals(lines[1], model, new boolean[variables + 1]) : null;
                return new Answer(SatStatus.SAT, model, List.of(lines[0].trim()), problem);
            }
            case "UNSAT":
                return new Answer(SatStatus.UNSAT, null, List.of("UNSAT"));
            case "INDET":
                return new Answer(SatStatus.UNKNOWN, null, List.of("INDET"));
            default:
                return new Answer(null, null, List.of());
        }
    }

    /**
     * Sets the model's values from the literals of {@code text}; what is wrong with them (the first thing), or null.
     * {@code given} marks the variables set so far, across lines.
     */
    private static String readLiterals(String text, boolean[] model, boolean[] given) {
        String problem = null;
        for (String token : text.trim().split("\\s+")) {
            if (token.isEmpty()) {
                continue;
            }
            long lit;
            try {
                lit = Long.parseLong(token);
            } catch (NumberFormatException e) {
                problem = problem != null ? problem : "printed '" + shown(token) + "' in its model, which is no literal";
                continue;
            }
            if (lit == 0) {
                continue;
            }
            // compared on both sides, not by Math.abs: the absolute value of Long.MIN_VALUE is Long.MIN_VALUE, which
            // passed as below the count and was cut to variable 0
            if (lit >= model.length || lit <= -model.length) {
                problem = problem != null ? problem : "named variable " + Long.toUnsignedString(lit < 0 ? -lit : lit)
                        + " in its model; the formula has " + (model.length - 1) + " variable"
                        + (model.length == 2 ? "" : "s");
                continue;
            }
            int v = (int) Math.abs(lit);
            if (given[v] && model[v] != lit > 0) {
                problem = problem != null ? problem : "gave variable " + v + " both values in its model";
            }
            given[v] = true;
            model[v] = lit > 0;
        }
        return problem;
    }

    /** A token as the message shows it: cut short, so a megabyte of garbage is not one line of the error. */
    private static String shown(String token) {
        return token.length() > 20 ? token.substring(0, 20) + "..." : token;
    }

    /**
     * Why the answer cannot be believed, or null when it is consistent: more than one status line, a model beside a
     * status other than SAT, a model with literals the formula does not have, or a status the exit code contradicts (10 is SAT, 20 UNSAT, by the competition's rules).
     * Any of these is a broken solver, not an answer: the run fails and the formula is kept.
     */
    String contradiction(int exitCode) {
        if (statusLines.size() > 1) {
            return "printed " + statusLines.size() + " status lines (" + String.join(", ", statusLines) + ")";
        }
        if (model != null && claimed != SatStatus.SAT) {
            return "printed a model beside " + (claimed == null ? "no status line" : "'" + statusLines.get(0) + "'");
        }
        if (modelProblem != null) {
            return modelProblem;
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
