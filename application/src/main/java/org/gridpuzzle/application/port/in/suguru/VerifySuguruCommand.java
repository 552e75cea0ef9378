package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Objects;

/** @param puzzleFormat and {@code solutionFormat}: format names, or null to choose by extension */
public record VerifySuguruCommand(Path puzzleFile, String puzzleFormat, Path solutionFile, String solutionFormat) {

    public VerifySuguruCommand {
        Objects.requireNonNull(puzzleFile, "puzzleFile");
        Objects.requireNonNull(solutionFile, "solutionFile");
    }
}

