package org.gridpuzzle.application.port.in.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;

/** @param puzzleFormat and {@code solutionFormat}: format names, or null to choose by extension */
public record VerifySuguruCommand(PuzzleSource puzzle, String puzzleFormat, PuzzleSource solution, String solutionFormat) {

    public VerifySuguruCommand {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(solution, "solution");
    }
}

