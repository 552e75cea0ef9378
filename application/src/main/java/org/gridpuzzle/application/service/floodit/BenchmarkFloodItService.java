package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.ToIntFunction;
import org.gridpuzzle.application.port.in.floodit.BenchmarkFloodItUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.ColouredGraph;
import org.gridpuzzle.domain.floodit.FixedBeamSolver;
import org.gridpuzzle.domain.floodit.FixedExactSolver;
import org.gridpuzzle.domain.floodit.FixedSolution;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.Replay;
import org.gridpuzzle.domain.search.Limits;

/** Runs each solver over the set in turn, replays every answer, compares totals with the published optima. */
public final class BenchmarkFloodItService implements BenchmarkFloodItUseCase {

    private final FloodItFilePort files;
    private final ProgressPort progress;

    @Inject
    public BenchmarkFloodItService(FloodItFilePort files, ProgressPort progress) {
        this.files = files;
        this.progress = progress;
    }

    @Override
    public BenchmarkFloodItResult run(BenchmarkFloodItCommand command) {
        List<Board> all = files.loadSet(command.folder().resolve("boards.txt"));
        List<Integer> optimal = files.sequenceLengths(command.folder().resolve("optimal.txt"));
        int n = Math.min(command.boards(), all.size());
        long optimalTotal = optimal.subList(0, n).stream().mapToLong(Integer::longValue).sum();
        List<SolverRun> runs = new ArrayList<>();
        if (command.exact()) {
            runs.add(run("exact A*", all, n, command.centre(), optimalTotal, b -> solveLength(b, command.centre(), true, 0,
                    Limits.none().withTimeLimit(command.exactLimit()))));
        }
        for (int width : command.beams()) {
            runs.add(run("beam " + width, all, n, command.centre(), optimalTotal,
                    b -> solveLength(b, command.centre(), false, width, Limits.none())));
        }
        return new BenchmarkFloodItResult(n, runs);
    }

    private SolverRun run(String name, List<Board> boards, int n, boolean centre, long optimalTotal,
            ToIntFunction<Board> solver) {
        HeapPeaks.reset();
        long total = 0;
        int unsolved = 0;
        long worst = 0;
        int worstBoard = 0;
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            int length = solver.applyAsInt(boards.get(i));
            long el = System.nanoTime() - t0;
            if (length < 0) {
                unsolved++;
            } else {
                total += length;
            }
            if (el > worst) {
                worst = el;
                worstBoard = i + 1;
            }
            if ((i + 1) % 100 == 0) {
                progress.report("bench", name + ": " + (i + 1) + " boards");
            }
        }
        return new SolverRun(name, unsolved > 0 ? -1 : total, optimalTotal, unsolved, System.nanoTime() - start, worst,
                worstBoard, HeapPeaks.peak());
    }

    private static int solveLength(Board board, boolean centre, boolean exact, int width, Limits limits) {
        ColouredGraph g = board.graph();
        int side = board.colours().shape().cols();
        int pivot = centre ? (board.colours().shape().rows() / 2) * side + side / 2 : 0;
        FixedSolution s = exact ? new FixedExactSolver().solve(g, pivot, limits) : new FixedBeamSolver(width).solve(g, pivot, limits);
        if (!s.found()) {
            return -1;
        }
        List<Move> moves = new ArrayList<>();
        s.colours().forEach(c -> moves.add(new Move(pivot, c)));
        if (!Replay.play(g, Mode.FIXED, pivot, moves, OptionalInt.empty()).flooded()) {
            throw new IllegalStateException("a benchmark answer does not flood its board");
        }
        return s.length();
    }
}
