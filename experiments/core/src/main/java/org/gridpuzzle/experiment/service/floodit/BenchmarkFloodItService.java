package org.gridpuzzle.experiment.service.floodit;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.experiment.port.out.data.FloodItSet;
import org.gridpuzzle.experiment.port.out.data.LoadFloodItSetPort;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.experiment.error.BenchmarkCancelledException;
import org.gridpuzzle.experiment.measure.HeapPeaks;
import org.gridpuzzle.experiment.measure.PeakRss;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItCommand;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItResult;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItUseCase;
import org.gridpuzzle.experiment.port.in.floodit.BoardRun;
import org.gridpuzzle.experiment.port.in.floodit.SolverRun;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.internal.FixedBeamSolver;
import org.gridpuzzle.domain.floodit.internal.FixedExactSolver;
import org.gridpuzzle.domain.floodit.internal.FixedSolution;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.internal.Replay;
import org.gridpuzzle.domain.search.Limits;

/**
 * Runs each solver over the set in turn (boards side by side on the command's threads), replays every answer,
 * compares totals with the published optima.
 */
public final class BenchmarkFloodItService implements BenchmarkFloodItUseCase {

    private static final long WARM_UP_NANOS = 2_000_000_000L;
    private static final int WARM_UP_BOARDS = 300;

    private final LocateBenchmarkDataPort data;
    private final LoadFloodItSetPort sets;
    private final ProgressPort progress;

    @Inject
    public BenchmarkFloodItService(LocateBenchmarkDataPort data, LoadFloodItSetPort sets, ProgressPort progress) {
        this.data = data;
        this.sets = sets;
        this.progress = progress;
    }

    @Override
    public BenchmarkFloodItResult run(BenchmarkFloodItCommand command) {
        Path folder = data.locateSet("floodit", command.set());
        String name = folder.getFileName().toString();
        boolean centre = FloodItPivot.centre(name);
        FloodItSet set = sets.loadFloodItSet(folder);
        List<Board> all = set.boards();
        int n = Math.min(command.boards(), all.size());
        long optimalTotal = set.optimalLengths().subList(0, n).stream().mapToLong(Integer::longValue).sum();
        List<Integer> optima = set.optimalLengths();
        List<SolverRun> runs = new ArrayList<>();
        if (command.exact()) {
            Limits limits = Limits.none().withTimeLimit(command.exactLimit()).withCancellation(command.cancelled());
            runs.add(run(command, "exact A*", all, optima, n, optimalTotal,
                    (b, pivot) -> new FixedExactSolver().solve(b.graph(), pivot, limits), centre));
        }
        for (int width : command.beams()) {
            Limits limits = Limits.none().withCancellation(command.cancelled());
            runs.add(run(command, "beam " + width, all, optima, n, optimalTotal,
                    (b, pivot) -> new FixedBeamSolver(width).solve(b.graph(), pivot, limits), centre));
        }
        return new BenchmarkFloodItResult(name, centre, n, runs, PeakRss.bytes());
    }

    /** A Fixed solver on a board from a pivot cell. */
    private interface FixedSolver {
        FixedSolution solve(Board board, int pivot);
    }

    private SolverRun run(BenchmarkFloodItCommand command, String name, List<Board> boards, List<Integer> optima,
            int n, long optimalTotal, FixedSolver solver, boolean centre) {
        ExecutorService pool = Executors.newFixedThreadPool(command.threads());
        List<Future<BoardRun>> futures = new ArrayList<>();
        try {
            warmUp(pool, boards, n, centre, solver);
            BenchmarkCancelledException.checkpoint(command.cancelled());
            HeapPeaks.reset();
            long start = System.nanoTime();
            for (int i = 0; i < n; i++) {
                int index = i;
                futures.add(pool.submit(() -> solveBoard(boards.get(index), index, optima.get(index), centre, solver)));
            }
            List<BoardRun> perBoard = new ArrayList<>();
            for (Future<BoardRun> f : futures) {
                perBoard.add(result(f));
                BenchmarkCancelledException.checkpoint(command.cancelled());
                if (perBoard.size() % 100 == 0) {
                    progress.report("bench", name + ": " + perBoard.size() + " boards");
                }
            }
            long wall = System.nanoTime() - start;
            long total = 0;
            int unsolved = 0;
            BoardRun worst = perBoard.get(0);
            for (BoardRun b : perBoard) {
                if (b.length() < 0) {
                    unsolved++;
                } else {
                    total += b.length();
                }
                if (b.nanos() > worst.nanos()) {
                    worst = b;
                }
            }
            return new SolverRun(name, unsolved > 0 ? -1 : total, optimalTotal, unsolved, wall, worst.nanos(),
                    worst.board(), HeapPeaks.peak(), command.threads(), perBoard);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Solves the first boards unmeasured, on the pool's threads, for up to {@link #WARM_UP_NANOS}: the JIT compiles
     * the search meanwhile. Without it the compiler threads compete with the workers for the cores (on two cores,
     * pc19 took 2.1 s on two threads against 2.7 s on one; warm, 1.3 s against 2.5 s).
     */
    private static void warmUp(ExecutorService pool, List<Board> boards, int n, boolean centre, FixedSolver solver) {
        long deadline = System.nanoTime() + WARM_UP_NANOS;
        List<Future<BoardRun>> warm = new ArrayList<>();
        for (int i = 0; i < Math.min(n, WARM_UP_BOARDS); i++) {
            Board board = boards.get(i);
            int index = i;
            warm.add(pool.submit(() -> System.nanoTime() - deadline < 0
                    ? solveBoard(board, index, 0, centre, solver) : null));
        }
        for (Future<BoardRun> f : warm) {
            result(f);
        }
    }

    private static BoardRun result(Future<BoardRun> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BenchmarkCancelledException();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("a benchmark board failed", e.getCause());
        }
    }

    /** One board: its answer replayed first; length -1 when the limit came first. */
    private static BoardRun solveBoard(Board board, int index, int optimal, boolean centre, FixedSolver solver) {
        int pivot = FloodItPivot.of(centre, board);
        long t0 = System.nanoTime();
        FixedSolution s = solver.solve(board, pivot);
        long nanos = System.nanoTime() - t0;
        if (!s.found()) {
            return new BoardRun(index + 1, -1, optimal, nanos, s.memoryBytes());
        }
        List<Move> moves = s.colours().stream().map(c -> new Move(pivot, c)).toList();
        if (!Replay.play(board.graph(), Mode.FIXED, pivot, moves).flooded()) {
            throw new IllegalStateException("a benchmark answer does not flood its board");
        }
        return new BoardRun(index + 1, moves.size(), optimal, nanos, s.memoryBytes());
    }
}
