package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.gridpuzzle.application.port.in.floodit.FreeAlgorithm;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.ColouredGraph;
import org.gridpuzzle.domain.floodit.FixedBeamSolver;
import org.gridpuzzle.domain.floodit.FixedExactSolver;
import org.gridpuzzle.domain.floodit.FixedSolution;
import org.gridpuzzle.domain.floodit.FreeGreedySolver;
import org.gridpuzzle.domain.floodit.FreeSolution;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.Replay;
import org.gridpuzzle.domain.grid.Position;

/** Runs the chosen solver and replays its moves before returning them. */
public final class SolveFloodItService implements SolveFloodItUseCase {

    private final FloodItFilePort files;

    @Inject
    public SolveFloodItService(FloodItFilePort files) {
        this.files = files;
    }

    @Override
    public SolveFloodItResult solve(SolveFloodItCommand command) {
        Board board = files.load(command.file(), command.line());
        Position pivot = FloodItPivots.resolve(board, command.pivot(), command.file());
        ColouredGraph g = board.graph();
        int p = board.vertex(pivot);
        long start = System.nanoTime();
        SolveFloodItResult result;
        if (command.mode() == Mode.FIXED && command.exact() && FixedTwoRow.applies(board, command.algorithm(),
                command.file().toString())) {
            Optional<List<Integer>> colours = FixedTwoRow.solve(board, p, command.limits());
            List<Move> moves = new ArrayList<>();
            colours.ifPresent(cs -> cs.forEach(c -> moves.add(new Move(p, c))));
            result = new SolveFloodItResult(board, Mode.FIXED, pivot, "two-row (exact)", moves,
                    colours.map(List::size).orElse(0), colours.isPresent(), colours.isPresent() ? null : "limit reached",
                    System.nanoTime() - start, FixedTwoRow.explanation(board, command.algorithm()));
        } else if (command.mode() == Mode.FIXED) {
            if (command.algorithm() == FreeAlgorithm.PATH || command.algorithm() == FreeAlgorithm.TWO_COLOUR) {
                throw new org.gridpuzzle.application.error.InvalidInputException(command.file().toString(),
                        "--algorithm " + command.algorithm().label() + " is for --mode free");
            }
            FixedSolution s = command.exact() ? new FixedExactSolver().solve(g, p, command.limits())
                    : new FixedBeamSolver(command.beam()).solve(g, p, command.limits());
            List<Move> moves = new ArrayList<>();
            s.colours().forEach(c -> moves.add(new Move(p, c)));
            result = new SolveFloodItResult(board, Mode.FIXED, pivot, command.exact() ? "A* (exact)" : "beam " + command.beam(),
                    moves, s.lowerBound(), s.found() && (command.exact() || s.optimal()),
                    s.stopped() == null ? null : s.stopped().description(), System.nanoTime() - start,
                    command.exact() ? "A*: Fixed mode on a board of more than two rows and columns (or --algorithm"
                            + " search): exact search over flooded sets with the elimination-layer bound"
                            : "beam " + command.beam() + ": --heuristic asks for beam search, not proved optimal");
        } else if (!command.exact()) {
            Optional<FreeSolution> s = new FreeGreedySolver().solve(g, command.limits());
            int bound = g.coloursPresent() - 1;
            result = new SolveFloodItResult(board, Mode.FREE, pivot, "greedy", s.map(FreeSolution::moves).orElse(List.of()),
                    bound, s.isPresent() && s.get().length() == bound, s.isPresent() ? null : "limit reached",
                    System.nanoTime() - start, "greedy: --heuristic asks for the fast greedy player (fewest components"
                            + " after each move), not proved optimal");
        } else {
            FreeSolverChoice.Outcome o = FreeSolverChoice.run(board, command.algorithm(), command.limits(),
                    command.file().toString());
            Optional<FreeSolution> s = o.solution();
            result = new SolveFloodItResult(board, Mode.FREE, pivot, o.algorithm().label() + " (exact)",
                    s.map(FreeSolution::moves).orElse(List.of()), g.coloursPresent() - 1, s.isPresent(),
                    s.isPresent() ? null : "limit reached", System.nanoTime() - start, o.explanation());
        }
        if (result.stopped() == null) {
            Replay.Result replay = Replay.play(g, command.mode(), p, result.moves(), OptionalInt.empty());
            if (!replay.flooded()) {
                throw new IllegalStateException("the " + result.algorithm() + " moves do not flood the board: " + replay.error());
            }
        }
        return result;
    }
}
