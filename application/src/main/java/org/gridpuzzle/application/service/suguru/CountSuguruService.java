package org.gridpuzzle.application.service.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.suguru.CountSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.CountSuguruResult;
import org.gridpuzzle.application.port.in.suguru.CountSuguruUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.internal.SatSuguruSolver;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Counts solutions, reporting progress every 2^16 solutions. */
public final class CountSuguruService implements CountSuguruUseCase {

    static final long REPORT_EVERY = 1 << 16;

    private final LoadSuguruPuzzlePort puzzles;
    private final ProgressPort progress;
    private final SelectSatSolverPort sat;

    @Inject
    public CountSuguruService(LoadSuguruPuzzlePort puzzles, ProgressPort progress, SelectSatSolverPort sat) {
        this.puzzles = puzzles;
        this.progress = progress;
        this.sat = sat;
    }

    @Override
    public CountSuguruResult count(CountSuguruCommand command) {
        SuguruPuzzle puzzle = puzzles.loadPuzzle(command.source(), command.format());
        if (command.sat()) {
            SatSuguruSolver solver = new SatSuguruSolver(sat.select(command.satSolver()).factory());
            return new CountSuguruResult(puzzle, solver.count(puzzle, command.limit(), command.limits()));
        }
        long[] seen = new long[1];
        CountOutcome outcome = SolutionCounter.enumerate(puzzle, command.limits(), solution -> {
            seen[0]++;
            if (seen[0] % REPORT_EVERY == 0) {
                progress.report("count", seen[0] + " solutions so far");
            }
            return seen[0] < command.limit();
        });
        return new CountSuguruResult(puzzle, outcome);
    }
}

