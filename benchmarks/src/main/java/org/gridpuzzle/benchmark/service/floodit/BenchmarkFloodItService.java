package org.gridpuzzle.benchmark.service.floodit;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.benchmark.FloodItSet;
import org.gridpuzzle.application.port.out.benchmark.LoadFloodItSetPort;
import org.gridpuzzle.application.port.out.benchmark.LocateBenchmarkDataPort;
import org.gridpuzzle.benchmark.error.BenchmarkCancelledException;
import org.gridpuzzle.benchmark.measure.HeapPeaks;
import org.gridpuzzle.benchmark.measure.PeakRss;
import org.gridpuzzle.benchmark.port.in.floodit.BenchmarkFloodItCommand;
import org.gridpuzzle.benchmark.port.in.floodit.BenchmarkFloodItResult;
import org.gridpuzzle.benchmark.port.in.floodit.BenchmarkFloodItUseCase;
import org.gridpuzzle.benchmark.port.in.floodit.SolverRun;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Replay;
import org.gridpuzzle.domain.floodit.choice.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.choice.FloodItAnswer;
import org.gridpuzzle.domain.floodit.choice.FloodItSolvers;
import org.gridpuzzle.domain.search.Limits;

/** Runs each solver over the set in turn, replays every answer, compares totals with the published optima. */
public final class BenchmarkFloodItService implements BenchmarkFloodItUseCase {

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
        boolean centre = name.startsWith("codegolf"); // the Code Golf challenge floods from the centre cell
        FloodItSet set = sets.loadFloodItSet(folder);
        List<Board> all = set.boards();
        int n = Math.min(command.boards(), all.size());
        long optimalTotal = set.optimalLengths().subList(0, n).stream().mapToLong(Integer::longValue).sum();
        List<SolverRun> runs = new ArrayList<>();
        if (command.exact()) {
            Limits limits = Limits.none().withTimeLimit(command.exactLimit()).withCancellation(command.cancelled());
            runs.add(run(command, "exact A*", all, n, optimalTotal, b -> solveLength(b, centre,
                    new AlgorithmChoice(AlgorithmChoice.Algorithm.SEARCH, AlgorithmChoice.Reason.FORCED), 1, limits)));
        }
        for (int width : command.beams()) {
            runs.add(run(command, "beam " + width, all, n, optimalTotal, b -> solveLength(b, centre,
                    new AlgorithmChoice(AlgorithmChoice.Algorithm.BEAM, AlgorithmChoice.Reason.HEURISTIC), width,
                    Limits.none().withCancellation(command.cancelled()))));
        }
        return new BenchmarkFloodItResult(name, centre, n, runs, PeakRss.bytes());
    }

    private SolverRun run(BenchmarkFloodItCommand command, String name, List<Board> boards, int n, long optimalTotal, ToIntFunction<Board> solver) {
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
            BenchmarkCancelledException.checkpoint(command.cancelled());
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

    /** The answer's length (replayed first), or -1 when the limit came first. */
    private static int solveLength(Board board, boolean centre, AlgorithmChoice choice, int width, Limits limits) {
        int side = board.shape().cols();
        int pivot = centre ? (board.shape().rows() / 2) * side + side / 2 : 0;
        FloodItAnswer answer = FloodItSolvers.solve(board, Mode.FIXED, pivot, choice, width, limits);
        if (!answer.found()) {
            return -1;
        }
        if (!Replay.play(board.graph(), Mode.FIXED, pivot, answer.moves()).flooded()) {
            throw new IllegalStateException("a benchmark answer does not flood its board");
        }
        return answer.moves().size();
    }
}

