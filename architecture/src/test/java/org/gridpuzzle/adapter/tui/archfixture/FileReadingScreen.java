package org.gridpuzzle.adapter.tui.archfixture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.application.port.in.archfixture.AnswerUseCase;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/**
 * Deliberately bad: a new front end (a terminal UI) that no rule names; it calls a use case, so it is a driving adapter
 * and falls under their rules: it reads a file itself and runs a domain solver directly.
 */
public class FileReadingScreen {

    private final AnswerUseCase useCase;

    public FileReadingScreen(AnswerUseCase useCase) {
        this.useCase = useCase;
    }

    public String show(Path file) throws IOException {
        return useCase.answer(Files.readString(file));
    }

    public SolveOutcome solve(SuguruPuzzle puzzle) {
        return new FastSolver().solve(puzzle, Limits.none());
    }
}
