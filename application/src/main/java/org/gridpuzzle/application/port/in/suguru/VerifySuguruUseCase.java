package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Violation;

/** Check a filled grid against a puzzle. */
public interface VerifySuguruUseCase {

    VerifySuguruResult verify(VerifySuguruCommand command);

    record VerifySuguruCommand(Path puzzleFile, String puzzleFormat, Path solutionFile, String solutionFormat) {
        public VerifySuguruCommand {
            Objects.requireNonNull(puzzleFile, "puzzleFile");
            Objects.requireNonNull(solutionFile, "solutionFile");
        }
    }

    record VerifySuguruResult(SuguruPuzzle puzzle, IntGrid grid, List<Violation> violations) {
        public VerifySuguruResult {
            violations = List.copyOf(violations);
        }

        public boolean valid() {
            return violations.isEmpty();
        }
    }
}
