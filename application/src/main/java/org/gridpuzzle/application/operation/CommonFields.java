package org.gridpuzzle.application.operation;

import java.util.List;

/** The fields many operations share: the input, its name and format, the time limit, a level, a SAT back-end. */
public interface CommonFields {

    FieldSpec TEXT = FieldSpec.text("text", "The input's text, in any format the command line reads.").asRequired();

    FieldSpec NAME = FieldSpec.text("name", "A file name; its extension chooses the format (e.g. puzzle.sug,"
            + " puzzle.in). Only the name is used: nothing is read from or written to the server's disk.");

    /**
     * A request's time limit; a server takes at most its own maximum, by default the one stated here (a server started
     * with another {@code --max-timeout} states its own in its document and in /api/health).
     */
    FieldSpec TIMEOUT_MS = FieldSpec.integer("timeoutMs", "Time limit in milliseconds (default: the server's, see"
            + " /api/health; at most its maxTimeoutMs). Reached: 408.").atLeast(1).servedUpTo(60_000);

    FieldSpec LEVEL = FieldSpec.integer("level", "The level of the file (1-based).").atLeast(1).byDefault(1);

    /** A planning request's implied constraints, on unless turned off (the command line's {@code --no-implied}). */
    FieldSpec IMPLIED = FieldSpec.flag("implied", "Add the implied constraints.").byDefault(true);

    /** The SAT back-ends a web request may name: never a command line, so no request starts a program of its own. */
    List<String> SAT_BACKENDS = List.of("sat4j", "auto", "kissat", "cadical", "minisat");

    FieldSpec SAT_BACKEND = FieldSpec.choice("solver", "SAT back-end by name (never a command line): sat4j (embedded),"
            + " auto, kissat, cadical, minisat.", SAT_BACKENDS).byDefault("sat4j");

    /** The command line's SAT solver: a name or a DIMACS solver's command line. */
    FieldSpec SAT_SOLVER = FieldSpec.text("satSolver", "sat4j, auto or a DIMACS solver's command line.")
            .byDefault("sat4j").onCommandLineOnly();

    /**
     * A format name instead of the extension, one of the genre's: the names its readers know in the format registry
     * (the app's FormatNamesTest holds the two together).
     */
    static FieldSpec format(String genre, String... names) {
        return FieldSpec.choice("format", "A format name instead of the extension (" + genre + ": "
                + String.join(", ", names) + ").", List.of(names));
    }
}
