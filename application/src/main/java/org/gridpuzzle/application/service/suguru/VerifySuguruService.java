package org.gridpuzzle.application.service.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruCommand;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruResult;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruGridPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;

/** Loads the puzzle and the filled grid, and lists what the grid breaks. */
public final class VerifySuguruService implements VerifySuguruUseCase {

    private final LoadSuguruPuzzlePort puzzles;
    private final LoadSuguruGridPort grids;

    @Inject
    public VerifySuguruService(LoadSuguruPuzzlePort puzzles, LoadSuguruGridPort grids) {
        this.puzzles = puzzles;
        this.grids = grids;
    }

    @Override
    public VerifySuguruResult verify(VerifySuguruCommand command) {
        SuguruPuzzle puzzle = puzzles.loadPuzzle(command.puzzle(), command.puzzleFormat());
        IntGrid grid = grids.loadGrid(command.solution(), command.solutionFormat());
        return new VerifySuguruResult(puzzle, grid, SuguruVerifier.verify(puzzle, grid));
    }
}

