package org.gridpuzzle.adapter.cli.archfixture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Deliberately bad: a command that reads files itself, uses another adapter, and runs a domain solver directly. */
public class FileReadingCommand {

    public String read(Path file) throws IOException {
        return Files.readString(file) + FormatRegistry.readText(PuzzleSource.file(file));
    }

    public SolveOutcome solve(SuguruPuzzle puzzle) {
        return new FastSolver().solve(puzzle, Limits.none());
    }
}

