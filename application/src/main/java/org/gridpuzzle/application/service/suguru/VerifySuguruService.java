package org.gridpuzzle.application.service.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase;
import org.gridpuzzle.application.port.out.suguru.SuguruFilePort;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SuguruVerifier;

public final class VerifySuguruService implements VerifySuguruUseCase {

    private final SuguruFilePort files;

    @Inject
    public VerifySuguruService(SuguruFilePort files) {
        this.files = files;
    }

    @Override
    public VerifySuguruResult verify(VerifySuguruCommand command) {
        SuguruPuzzle puzzle = files.loadPuzzle(command.puzzleFile(), command.puzzleFormat());
        IntGrid grid = files.loadGrid(command.solutionFile(), command.solutionFormat());
        return new VerifySuguruResult(puzzle, grid, SuguruVerifier.verify(puzzle, grid));
    }
}
