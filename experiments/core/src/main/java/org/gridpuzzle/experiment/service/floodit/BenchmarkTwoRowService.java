package org.gridpuzzle.experiment.service.floodit;

import org.gridpuzzle.domain.floodit.internal.FreeAnytimeResult;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.experiment.error.BenchmarkCancelledException;
import org.gridpuzzle.experiment.measure.HeapPeaks;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkTwoRowCommand;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkTwoRowResult;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkTwoRowUseCase;
import org.gridpuzzle.experiment.port.in.floodit.TwoRowCell;
import org.gridpuzzle.experiment.port.in.floodit.TwoRowReach;
import org.gridpuzzle.experiment.port.in.floodit.TwoRowRow;
import org.gridpuzzle.domain.floodit.internal.FreeBreadthFirstSolver;
import org.gridpuzzle.domain.floodit.internal.FreeAnytimeSolver;
import org.gridpuzzle.domain.floodit.internal.FreeSolution;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.internal.tworow.FreeTwoRowSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.TwoRowBoard;
import org.gridpuzzle.domain.search.Limits;

/**
 * One random 2×n board per n and palette, solved by the programme, the exhaustive search and the
 * general exact solver while each stays within the limit; answers must agree wherever two finish.
 */
public final class BenchmarkTwoRowService implements BenchmarkTwoRowUseCase {

    private final ProgressPort progress;

    @Inject
    public BenchmarkTwoRowService(ProgressPort progress) {
        this.progress = progress;
    }

    @Override
    public BenchmarkTwoRowResult run(BenchmarkTwoRowCommand command) {
        List<TwoRowRow> rows = new ArrayList<>();
        List<TwoRowReach> reach = new ArrayList<>();
        for (int c : command.colours()) {
            Random random = new Random(command.seed() * 31 + c);
            boolean programmeOn = true;
            boolean exhaustiveOn = true;
            boolean searchOn = true;
            int[] reached = new int[3];
            List<double[]> fit = new ArrayList<>();
            for (int n = 1; n <= command.maxColumns() && programmeOn; n++) {
                int[] cells = new int[2 * n];
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = random.nextInt(c);
                }
                TwoRowBoard board = new TwoRowBoard(n, cells, c);
                Limits limits = Limits.none().withTimeLimit(command.limit()).withCancellation(command.cancelled());
                HeapPeaks.reset();
                long t0 = System.nanoTime();
                List<FreeSolution> all = new FreeTwoRowSolver().solveAll(board, limits);
                double ms = (System.nanoTime() - t0) / 1e6;
                long heap = HeapPeaks.peak();
                BenchmarkCancelledException.checkpoint(command.cancelled());
                boolean late = ms > command.limit().toMillis(); // finished, but after the limit
                TwoRowCell programme = all.isEmpty() || late ? new TwoRowCell(-1, -1)
                        : new TwoRowCell(ms, all.stream().mapToInt(FreeSolution::length).min().orElseThrow());
                programmeOn = !programme.overLimit();
                TwoRowCell exhaustive = null;
                if (exhaustiveOn && 2 * n <= FreeBreadthFirstSolver.maxVertices(c)) {
                    long t1 = System.nanoTime();
                    OptionalInt m = new FreeBreadthFirstSolver().solve(board.graph(), limits);
                    exhaustive = m.isPresent() ? new TwoRowCell((System.nanoTime() - t1) / 1e6, m.getAsInt()) : new TwoRowCell(-1, -1);
                    exhaustiveOn = m.isPresent();
                    BenchmarkCancelledException.checkpoint(command.cancelled());
                } else {
                    exhaustiveOn = false;
                }
                TwoRowCell search = null;
                if (searchOn && board.graph().contract().graph().vertexCount() <= AlgorithmChoice.FREE_SEARCH_COMPONENTS) {
                    long t2 = System.nanoTime();
                    FreeAnytimeResult s = new FreeAnytimeSolver().solve(board.graph(), limits);
                    search = s.optimal() ? new TwoRowCell((System.nanoTime() - t2) / 1e6, s.best().length())
                            : new TwoRowCell(-1, -1);
                    searchOn = s.optimal();
                    BenchmarkCancelledException.checkpoint(command.cancelled());
                } else {
                    searchOn = false;
                }
                agree(programme, exhaustive, n, c);
                agree(programme, search, n, c);
                if (!programme.overLimit()) {
                    reached[0] = n;
                    if (n >= 5 && ms >= 1) {
                        fit.add(new double[] {Math.log(n), Math.log(ms)});
                    }
                }
                if (exhaustive != null && !exhaustive.overLimit()) {
                    reached[1] = n;
                }
                if (search != null && !search.overLimit()) {
                    reached[2] = n;
                }
                rows.add(new TwoRowRow(c, n, programme, exhaustive, search, heap));
                progress.report("bench", "2×" + n + ", " + c + " colours: programme " + Math.round(ms) + " ms");
            }
            reach.add(new TwoRowReach(c, reached[0], reached[1], reached[2], slope(fit)));
        }
        return new BenchmarkTwoRowResult(rows, reach);
    }

    private static void agree(TwoRowCell a, TwoRowCell b, int n, int c) {
        if (b != null && !a.overLimit() && !b.overLimit() && a.moves() != b.moves()) {
            throw new IllegalStateException("2×" + n + " with " + c + " colours: the programme says " + a.moves()
                    + " moves, another exact solver " + b.moves());
        }
    }

    /** Least-squares slope of log time against log n: the k of time ~ n^k. */
    private static double slope(List<double[]> points) {
        if (points.size() < 2) {
            return Double.NaN;
        }
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        for (double[] p : points) {
            sx += p[0];
            sy += p[1];
            sxx += p[0] * p[0];
            sxy += p[0] * p[1];
        }
        int k = points.size();
        return (k * sxy - sx * sy) / (k * sxx - sx * sx);
    }
}
