package org.gridpuzzle.experiment.service.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.experiment.port.out.data.ListSuguruInstancesPort;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.experiment.port.out.data.SaveReportPort;
import org.gridpuzzle.experiment.port.out.data.SuguruInstance;
import org.gridpuzzle.experiment.error.BenchmarkCancelledException;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruCommand;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruResult;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruUseCase;
import org.gridpuzzle.experiment.port.in.suguru.InstanceTiming;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.domain.suguru.internal.PaperBacktrackingSolver;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.internal.StripSolver;
import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruSolver;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;

/** Runs the side-by-side measurements; every solution is checked (verifier, and the answer file when there is one). */
public final class BenchmarkSuguruService implements BenchmarkSuguruUseCase {

    private static final int WARMUP_ROUNDS = 3;

    /** The instances measured when no folder is named. */
    static final String DEFAULT_SET = "suguru/paper230";

    private final LocateBenchmarkDataPort data;
    private final ListSuguruInstancesPort instances;
    private final SaveReportPort reports;
    private final ProgressPort progress;

    @Inject
    public BenchmarkSuguruService(LocateBenchmarkDataPort data, ListSuguruInstancesPort instances, SaveReportPort reports,
            ProgressPort progress) {
        this.data = data;
        this.instances = instances;
        this.reports = reports;
        this.progress = progress;
    }

    @Override
    public BenchmarkSuguruResult run(BenchmarkSuguruCommand command) {
        if (command.csv() != null) {
            reports.checkReport(command.csv()); // before minutes of measuring, not after
        }
        Optional<Path> folder = command.folder() != null ? Optional.of(command.folder()) : data.find(DEFAULT_SET);
        if (folder.isEmpty()) {
            progress.report("bench", "no instance folder (shared/data/" + DEFAULT_SET + " not found); name one");
        }
        Limits limits = Limits.none().withCancellation(command.cancelled());
        List<InstanceTiming> timings = folder.map(f -> instances(f, command, limits)).orElse(List.of());
        if (command.csv() != null) {
            reports.saveReport(command.csv(), csv(timings));
        }
        long strip = strip(command.stripLength(), command.repeats(), limits);
        List<Long> gen = generate(command.generated(), false, limits);
        List<Long> minimal = generate(command.generated(), true, limits);
        return new BenchmarkSuguruResult(folder.orElse(null), timings, strip, command.stripLength(), gen, minimal);
    }

    private static String csv(List<InstanceTiming> timings) {
        StringBuilder sb = new StringBuilder("instance,size,fast_ms,fast_nodes,paper_ms,paper_nodes\n");
        for (InstanceTiming t : timings) {
            sb.append(String.format(Locale.ROOT, "%s,%s,%.4f,%d,%s,%d%n", t.name(), t.size(), t.fastNanos() / 1e6,
                    t.fastNodes(), t.paperNanos() < 0 ? "timeout" : String.format(Locale.ROOT, "%.4f", t.paperNanos() / 1e6),
                    t.paperNodes()));
        }
        return sb.toString();
    }

    private List<InstanceTiming> instances(Path folder, BenchmarkSuguruCommand command, Limits limits) {
        List<SuguruInstance> all = instances.listSuguruInstances(folder);
        List<SuguruPuzzle> puzzles = all.stream().map(SuguruInstance::puzzle).toList();
        List<IntGrid> answers = all.stream().map(i -> i.answer().orElse(null)).toList();
        progress.report("bench", "warming up on " + puzzles.size() + " instances");
        FastSolver fast = new FastSolver();
        for (int round = 0; round < WARMUP_ROUNDS; round++) {
            for (SuguruPuzzle p : puzzles) {
                fast.solve(p, limits);
                BenchmarkCancelledException.checkpoint(limits.cancelled());
            }
        }
        PaperBacktrackingSolver paper = new PaperBacktrackingSolver();
        List<InstanceTiming> out = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            SuguruPuzzle p = puzzles.get(i);
            long[] f = time(fast, p, answers.get(i), command.repeats(), limits);
            long[] pp = time(paper, p, answers.get(i), command.repeats(),
                    limits.withTimeLimit(command.paperTimeout()));
            String name = all.get(i).name();
            out.add(new InstanceTiming(name, p.shape().toString(), f[0], f[1], pp[0], pp[1], f[2] == 1, pp[2] == 1));
            progress.report("bench", String.format(Locale.ROOT, "%s %s fast %.3f ms, paper %s", name, p.shape(),
                    f[0] / 1e6, pp[0] < 0 ? "timeout" : String.format(Locale.ROOT, "%.3f ms", pp[0] / 1e6)));
        }
        return out;
    }

    /** {median nanos (-1 on timeout), nodes, 1 if the solution verifies and matches the answer}. */
    private static long[] time(SuguruSolver solver, SuguruPuzzle p, IntGrid answer, int repeats, Limits limits) {
        long[] nanos = new long[repeats];
        long nodes = 0;
        boolean ok = true;
        for (int r = 0; r < repeats; r++) {
            long start = System.nanoTime();
            SolveOutcome out = solver.solve(p, limits);
            nanos[r] = System.nanoTime() - start;
            BenchmarkCancelledException.checkpoint(limits.cancelled());
            nodes = out.stats().nodes();
            if (!(out instanceof SolveOutcome.Solved s)) {
                return new long[] {-1, nodes, 0};
            }
            ok &= SuguruVerifier.isSolution(p, s.solution()) && (answer == null || answer.equals(s.solution()));
            if (nanos[r] > 1_000_000_000L) {
                return new long[] {nanos[r], nodes, ok ? 1 : 0}; // slow: one run is measurement enough
            }
        }
        Arrays.sort(nanos);
        return new long[] {nanos[repeats / 2], nodes, ok ? 1 : 0};
    }


    private long strip(int length, int repeats, Limits limits) {
        if (length <= 0) {
            return -1;
        }
        Random random = new Random(1);
        int[] labels = new int[length];
        int[] givens = new int[length];
        int label = 0;
        for (int i = 0, left = 0; i < length; i++, left--) {
            if (left == 0) {
                label++;
                left = 2 + random.nextInt(4);
            }
            labels[i] = label;
        }
        GridShape shape = GridShape.of(1, length);
        SuguruPuzzle p = SuguruPuzzle.of(RegionMap.of(shape, labels), IntGrid.of(shape, givens));
        // Givens from a solution, at random, so the general (non-hintless) algorithm runs.
        IntGrid solution = ((SolveOutcome.Solved) new StripSolver().solve(p, Limits.none())).solution(); // linear
        for (int i = 0; i < length; i++) {
            givens[i] = random.nextInt(4) == 0 ? solution.get(i) : 0;
        }
        p = p.withGivens(IntGrid.of(shape, givens));
        progress.report("bench", "strip solver on 1x" + length);
        long[] t = time(new StripSolver(), p, null, Math.max(5, repeats), limits);
        if (t[2] != 1) {
            throw new IllegalStateException("the strip solver's answer failed the verifier");
        }
        return t[0];
    }

    private List<Long> generate(int count, boolean minimal, Limits limits) {
        List<Long> out = new ArrayList<>();
        for (int seed = 1; seed <= count; seed++) {
            long start = System.nanoTime();
            var made = SuguruGenerator.generate(new GenerateRequest(20, 20, 5, seed, minimal), limits);
            BenchmarkCancelledException.checkpoint(limits.cancelled());
            var g = made.orElseThrow();
            out.add(System.nanoTime() - start);
            // Checked outside the timed part: unique by the counter, and the solution passes the verifier.
            if (!SolutionCounter.isUnique(g.puzzle())
                    || !SuguruVerifier.isSolution(g.puzzle(), g.solution())) {
                throw new IllegalStateException("generated 20x20 puzzle (seed " + seed + ") is not unique or not solved");
            }
        }
        if (count > 0) {
            progress.report("bench", "generated " + count + (minimal ? " minimal" : "") + " 20x20 puzzles, each unique by the counter");
        }
        return out;
    }
}
