package org.gridpuzzle.application.port.in.suguru;

import static org.gridpuzzle.application.operation.CommonFields.NAME;
import static org.gridpuzzle.application.operation.CommonFields.TEXT;
import static org.gridpuzzle.application.operation.CommonFields.TIMEOUT_MS;

import java.util.List;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.operation.CommonFields;
import org.gridpuzzle.application.operation.FieldKind;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.Described;
import org.gridpuzzle.application.operation.OperationSpec;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;

/** The Suguru operations and their requests. */
public enum SuguruOperation implements Described {
    READ("suguru/read", "Read and draw a Suguru.", TEXT, NAME, format()),
    SOLVE("suguru/solve", "Solve a Suguru.", TEXT, NAME, format(),
            FieldSpec.choice("solver", "auto, fast, paper (the published backtracking), strip, sat (a SAT encoding,"
                    + " any region size).", SolverChoice.class).byDefault(SolverChoice.AUTO), TIMEOUT_MS),
    COUNT("suguru/count", "Count a Suguru's solutions up to a limit (2 decides uniqueness).", TEXT, NAME, format(),
            FieldSpec.integer("limit", "Stop counting here (2 decides uniqueness).").atLeast(1)
                    .byDefault(CountSuguruCommand.DEFAULT_LIMIT), TIMEOUT_MS),
    HINT("suguru/hint", "The next logical step, with its technique and cells.", TEXT, NAME, format(), TIMEOUT_MS),
    EXPLAIN("suguru/explain", "Solve step by step like a person.", TEXT, NAME, format(), TIMEOUT_MS),
    PICTURE("suguru/picture", "Draw a partly filled grid with marked cells (the page's stepping).", TEXT, NAME,
            format(), FieldSpec.of("grid", FieldKind.ROWS, "Rows of numbers, 0 for empty."),
            FieldSpec.of("targets", FieldKind.CELLS, "Cells the step decides."),
            FieldSpec.of("because", FieldKind.CELLS, "Cells that justify it."),
            FieldSpec.of("candidates", FieldKind.ROWS, "Pencil marks: rows of bit sets, bit v-1 for the value v (an"
                    + " explanation step's candidates), drawn in the empty cells.").atLeast(0),
            FieldSpec.of("struck", FieldKind.INTEGERS, "Values drawn struck out in the target cells' pencil marks (an"
                    + " elimination step's values).").atLeast(1)),
    VERIFY("suguru/verify", "Check a filled grid and list every broken rule.", TEXT, NAME, format(),
            FieldSpec.text("solution", "The filled grid's text.").asRequired(),
            FieldSpec.text("solutionName", "Its file name (extension: format)."),
            FieldSpec.choice("solutionFormat", "Its format name (paper, paper-in, text).",
                    List.of("paper", "paper-in", "text"))),
    GENERATE("suguru/generate", "Generate a Suguru with exactly one solution.",
            FieldSpec.integer("rows", "Rows.").atLeast(1).servedUpTo(30).byDefault(8),
            FieldSpec.integer("cols", "Columns.").atLeast(1).servedUpTo(30).byDefault(8),
            FieldSpec.integer("maxRegion", "Largest region size, 1 to 9: at least 4 for a grid of two or more rows"
                    + " and columns, at least 2 for a single row or column of two or more cells.").between(1, 9)
                    .byDefault(5),
            FieldSpec.integer("seed", "Random seed; the same seed gives the same puzzle (default random, given in the"
                    + " answer)."),
            FieldSpec.flag("minimal", "Remove every given that is not needed."),
            FieldSpec.choice("grade", "Difficulty: easy, medium, hard or expert (default any).", Difficulty.class),
            TIMEOUT_MS);

    private final OperationSpec spec;

    SuguruOperation(String operation, String summary, FieldSpec... fields) {
        OperationSpec spec = OperationSpec.of(operation, summary, fields);
        this.spec = spec;
    }

    @Override
    public OperationSpec spec() {
        return spec;
    }

    /**
     * The largest region size of a generated rows × cols grid, by one rule for every front end: the field's range,
     * whose least value rises with the grid ({@link SuguruGenerator#leastMaxRegion}: four cells of a 2×2 window all
     * touch). Fails naming the field.
     */
    public static int checkMaxRegion(int rows, int cols, long maxRegion) {
        FieldSpec field = GENERATE.spec().field("maxRegion");
        return (int) ParameterOutOfRangeException.check(field.name(), maxRegion, SuguruGenerator.leastMaxRegion(rows,
                cols), field.max());
    }

    // shared by the constants: static methods, since an enum's constants cannot read its static fields
    private static FieldSpec format() {
        return CommonFields.format("Suguru", "paper", "text");
    }
}
