package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.ColouredGraph;
import org.gridpuzzle.domain.floodit.FixedBeamSolver;
import org.gridpuzzle.domain.floodit.FixedExactSolver;
import org.gridpuzzle.domain.floodit.FixedSolution;
import org.gridpuzzle.domain.floodit.FreeExactSolver;
import org.gridpuzzle.domain.floodit.FreeGreedySolver;
import org.gridpuzzle.domain.floodit.FreeSolution;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.Replay;
import org.gridpuzzle.domain.grid.Position;

/** Runs the chosen solver and replays its moves before returning them. */
public final class SolveFloodItService implements SolveFloodItUseCase {

    /** Above this many components the exact Free search is hopeless; say so instead of hanging. */
    static final int FREE_EXACT_COMPONENTS = 40;

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
        if (command.mode() == Mode.FIXED) {
            FixedSolution s = command.exact() ? new FixedExactSolver().solve(g, p, command.limits())
                    : new FixedBeamSolver(command.beam()).solve(g, p, command.limits());
            List<Move> moves = new ArrayList<>();
            s.colours().forEach(c -> moves.add(new Move(p, c)));
            result = new SolveFloodItResult(board, Mode.FIXED, pivot, command.exact() ? "A* (exact)" : "beam " + command.beam(),
                    moves, s.lowerBound(), s.found() && (command.exact() || s.optimal()),
                    s.stopped() == null ? null : s.stopped().description(), System.nanoTime() - start);
        } else {
            int components = g.contract().graph().vertexCount();
            if (command.exact() && components > FREE_EXACT_COMPONENTS) {
                throw new InvalidInputException(command.file().toString(), "the exact Free solver handles up to "
                        + FREE_EXACT_COMPONENTS + " components; this board has " + components + " (use --heuristic)");
            }
            Optional<FreeSolution> s = command.exact() ? new FreeExactSolver().solve(g, command.limits())
                    : new FreeGreedySolver().solve(g, command.limits());
            int bound = g.coloursPresent() - 1;
            result = new SolveFloodItResult(board, Mode.FREE, pivot, command.exact() ? "iterative deepening (exact)" : "greedy",
                    s.map(FreeSolution::moves).orElse(List.of()), bound,
                    s.isPresent() && (command.exact() || s.get().length() == bound),
                    s.isPresent() ? null : "limit reached", System.nanoTime() - start);
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
