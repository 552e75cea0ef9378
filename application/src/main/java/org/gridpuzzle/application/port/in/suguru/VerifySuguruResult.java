package org.gridpuzzle.application.port.in.suguru;

import java.util.List;
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
}

