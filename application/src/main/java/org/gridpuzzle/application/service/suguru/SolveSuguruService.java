package org.gridpuzzle.application.service.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.domain.suguru.internal.SatSuguruSolver;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruSolver;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;

/** Loads, solves, and checks the answer with the verifier before returning it. */
public final class SolveSuguruService implements SolveSuguruUseCase {

    private final LoadSuguruPuzzlePort puzzles;
    private final SelectSatSolverPort sat;

    @Inject
    public SolveSuguruService(LoadSuguruPuzzlePort puzzles, SelectSatSolverPort sat) {
        this.puzzles = puzzles;
        this.sat = sat;
    }

    @Override
    public SolveSuguruResult solve(SolveSuguruCommand command) {
        SuguruPuzzle puzzle = puzzles.loadPuzzle(command.source(), command.format());
        SuguruSolver solver = command.solver() == SolverChoice.SAT
                ? new SatSuguruSolver(sat.select(command.satSolver()).factory())
                : SuguruSolvers.pick(command.solver(), puzzle, command.source());
        SolveOutcome outcome = solver.solve(puzzle, command.limits());
        if (outcome instanceof SolveOutcome.Solved solved && !SuguruVerifier.isSolution(puzzle, solved.solution())) {
            throw new IllegalStateException("solver " + solver.name() + " returned a grid the verifier rejects: "
                    + SuguruVerifier.verify(puzzle, solved.solution()));
        }
        return new SolveSuguruResult(puzzle, solver.name(), outcome);
    }
}

