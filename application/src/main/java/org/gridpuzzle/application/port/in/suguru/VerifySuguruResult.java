package org.gridpuzzle.application.port.in.suguru;

import java.util.List;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Violation;

public record VerifySuguruResult(SuguruPuzzle puzzle, IntGrid grid, List<Violation> violations) {

    public VerifySuguruResult {
        violations = List.copyOf(violations);
    }

    public boolean valid() {
        return violations.isEmpty();
    }

    /**
     * The answer's picture: the solution on the puzzle with its broken rules marked; a solution of another size than
     * the puzzle cannot be laid on it, so the picture is then the puzzle alone (the violation says why).
     */
    public Output picture() {
        IntGrid shown = grid.shape().equals(puzzle.shape()) ? grid : puzzle.givens();
        return new Output.SuguruGrid(puzzle, shown, violations);
    }
}

