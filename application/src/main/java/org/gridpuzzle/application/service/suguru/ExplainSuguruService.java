package org.gridpuzzle.application.service.suguru;

import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.domain.suguru.internal.HintEngine;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Solves first (guesses need the answer, and an unsolvable puzzle has nothing to explain), then explains. */
public final class ExplainSuguruService implements ExplainSuguruUseCase {

    private final LoadSuguruPuzzlePort puzzles;

    @Inject
    public ExplainSuguruService(LoadSuguruPuzzlePort puzzles) {
        this.puzzles = puzzles;
    }

    @Override
    public ExplainSuguruResult explain(ExplainSuguruCommand command) {
        SuguruPuzzle puzzle = puzzles.loadPuzzle(command.source(), command.format());
        Budget budget = command.limits().start();
        SolveOutcome outcome = new FastSolver().solve(puzzle, command.limits());
        if (!(outcome instanceof SolveOutcome.Solved solved)) {
            return new ExplainSuguruResult(puzzle, Optional.empty(), outcome);
        }
        if (command.firstStepOnly()) {
            List<HintStep> first = HintEngine.hint(puzzle, solved.solution()).map(List::of).orElse(List.of());
            return new ExplainSuguruResult(puzzle, Optional.of(first), outcome);
        }
        // the explanation shares the command's limits with the solve before it
        Optional<List<HintStep>> steps = HintEngine.explain(puzzle, solved.solution(), budget);
        if (steps.isEmpty()) {
            return new ExplainSuguruResult(puzzle, Optional.empty(), new SolveOutcome.Stopped(budget.stopReason(),
                    outcome.stats()));
        }
        return new ExplainSuguruResult(puzzle, steps, outcome);
    }
}

