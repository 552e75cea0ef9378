package org.gridpuzzle.application.service.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import org.gridpuzzle.application.port.out.suguru.SuguruFilePort;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SuguruSolver;
import org.gridpuzzle.domain.suguru.SuguruVerifier;

/** Loads, solves, and checks the answer with the verifier before returning it. */
public final class SolveSuguruService implements SolveSuguruUseCase {

    private final SuguruFilePort files;

    @Inject
    public SolveSuguruService(SuguruFilePort files) {
        this.files = files;
    }

    @Override
    public SolveSuguruResult solve(SolveSuguruCommand command) {
        SuguruPuzzle puzzle = files.loadPuzzle(command.file(), command.format());
        SuguruSolver solver = SuguruSolvers.pick(command.solver(), puzzle);
        SolveOutcome outcome = solver.solve(puzzle, command.limits());
        if (outcome instanceof SolveOutcome.Solved solved && !SuguruVerifier.isSolution(puzzle, solved.solution())) {
            throw new IllegalStateException("solver " + solver.name() + " returned a grid the verifier rejects: "
                    + SuguruVerifier.verify(puzzle, solved.solution()));
        }
        return new SolveSuguruResult(puzzle, solver.name(), outcome);
    }
}
