package org.gridpuzzle.application.port.in.floodit;

import static org.gridpuzzle.application.operation.CommonFields.NAME;
import static org.gridpuzzle.application.operation.CommonFields.TEXT;
import static org.gridpuzzle.application.operation.CommonFields.TIMEOUT_MS;

import org.gridpuzzle.application.operation.FieldKind;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.Described;
import org.gridpuzzle.application.operation.OperationSpec;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;

/** The Flood-It operations and their requests. */
public enum FloodItOperation implements Described {
    READ("floodit/read", "Read and draw a Flood-It board.", TEXT, NAME, line()),
    SOLVE("floodit/solve", "Solve a board: exact (the board's own algorithm) or heuristic.", TEXT, NAME, line(),
            mode(), pivot(),
            FieldSpec.flag("heuristic", "Beam search (Fixed) or greedy (Free) instead of an exact search."),
            FieldSpec.integer("beam", "Beam width of the heuristic, which the exact Fixed search plays first.").atLeast(1).servedUpTo(10_000)
                    .byDefault(SolveFloodItCommand.DEFAULT_BEAM),
            FieldSpec.choice("algorithm", "Exact algorithm.", ExactAlgorithm.class).byDefault(ExactAlgorithm.AUTO),
            TIMEOUT_MS),
    CHECK("floodit/check", "Replay moves: the position reached and its bounds; the replay drawn move by move.", TEXT,
            NAME, line(), mode(), pivot(),
            FieldSpec.text("moves", "Fixed: colour characters (3142); Free: row,col:colour items.")),
    BOUND("floodit/bound", "Lower bounds on the moves from the pivot.", TEXT, NAME, line(), pivot()),
    GENERATE("floodit/generate", "A random board.",
            FieldSpec.integer("rows", "Rows.").atLeast(1).servedUpTo(100).byDefault(12),
            FieldSpec.integer("cols", "Columns.").atLeast(1).servedUpTo(100).byDefault(12),
            FieldSpec.integer("colours", "Colours.").between(1, 35).byDefault(6),
            FieldSpec.integer("seed", "Random seed; the same seed gives the same board (default random, given in the"
                    + " answer)."));

    private final OperationSpec spec;

    FloodItOperation(String operation, String summary, FieldSpec... fields) {
        OperationSpec spec = OperationSpec.of(operation, summary, fields);
        this.spec = spec;
    }

    @Override
    public OperationSpec spec() {
        return spec;
    }

    // shared by the constants: static methods, since an enum's constants cannot read its static fields
    private static FieldSpec line() {
        return FieldSpec.integer("line", "For a file of one board per line: the board's line (1-based).")
                .atLeast(1);
    }

    private static FieldSpec mode() {
        return FieldSpec.choice("mode", "fixed (every move at the pivot) or free.", Mode.class)
                .byDefault(Mode.FIXED);
    }

    private static FieldSpec pivot() {
        return FieldSpec.of("pivot", FieldKind.CELL, "The Fixed pivot (default top-left).");
    }
}
