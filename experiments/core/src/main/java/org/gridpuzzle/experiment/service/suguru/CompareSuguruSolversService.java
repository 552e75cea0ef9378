package org.gridpuzzle.experiment.service.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.experiment.port.out.data.ListSuguruInstancesPort;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.experiment.port.out.data.SuguruInstance;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.experiment.error.BenchmarkCancelledException;
import org.gridpuzzle.experiment.port.in.suguru.CompareSuguruSolversCommand;
import org.gridpuzzle.experiment.port.in.suguru.CompareSuguruSolversResult;
import org.gridpuzzle.experiment.port.in.suguru.CompareSuguruSolversUseCase;
import org.gridpuzzle.experiment.port.in.suguru.SolverTiming;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.domain.suguru.internal.SatSuguruSolver;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;

/** The fast solver and the SAT solver's back-ends, instance by instance, in one run. */
public final class CompareSuguruSolversService implements CompareSuguruSolversUseCase {

    /** The instances measured when no folder is named. */
    static final String DEFAULT_SET = "suguru/large";
    private static final int WARMUP_ROUNDS = 2;

    private final LocateBenchmarkDataPort data;
    private final ListSuguruInstancesPort instances;
    private final SelectSatSolverPort sat;
    private final ProgressPort progress;

    @Inject
    public CompareSuguruSolversService(LocateBenchmarkDataPort data, ListSuguruInstancesPort instances,
            SelectSatSolverPort sat, ProgressPort progress) {
        this.data = data;
        this.instances = instances;
        this.sat = sat;
        this.progress = progress;
    }

    /** Solve and count-to-two for one solver. */
    private interface Measured {
        SolveOutcome solve(SuguruPuzzle p, Limits limits);

        CountOutcome count(SuguruPuzzle p, Limits limits);
    }

    @Override
    public CompareSuguruSolversResult compare(CompareSuguruSolversCommand command) {
        Path folder = command.folder() != null ? command.folder() : data.locate(DEFAULT_SET);
        List<SuguruInstance> all = instances.listSuguruInstances(folder);
        List<String> names = new ArrayList<>(List.of("fast"));
        List<Measured> solvers = new ArrayList<>();
        solvers.add(new Measured() {
            @Override
            public SolveOutcome solve(SuguruPuzzle p, Limits limits) {
                return new FastSolver().solve(p, limits);
            }

            @Override
            public CountOutcome count(SuguruPuzzle p, Limits limits) {
                return SolutionCounter.count(p, 2, limits);
            }
        });
        for (String spec : command.satSolvers()) {
            SatBackend backend = sat.select(spec);
            SatSuguruSolver s = new SatSuguruSolver(backend.factory());
            names.add("sat " + backend.description());
            solvers.add(new Measured() {
                @Override
                public SolveOutcome solve(SuguruPuzzle p, Limits limits) {
                    return s.solve(p, limits);
                }

                @Override
                public CountOutcome count(SuguruPuzzle p, Limits limits) {
                    return s.count(p, 2, limits);
                }
            });
        }
        Limits limits = Limits.none().withTimeLimit(command.timeout()).withCancellation(command.cancelled());
        progress.report("bench", "warming up on " + all.size() + " instances");
        for (int round = 0; round < WARMUP_ROUNDS; round++) {
            for (SuguruInstance i : all) {
                solvers.get(0).solve(i.puzzle(), limits);
                solvers.get(0).count(i.puzzle(), limits);
                BenchmarkCancelledException.checkpoint(limits.cancelled());
            }
        }
        List<SolverTiming> out = new ArrayList<>();
        for (SuguruInstance i : all) {
            for (int k = 0; k < solvers.size(); k++) {
                SolverTiming t = time(i, names.get(k), solvers.get(k), command.repeats(), limits);
                out.add(t);
                progress.report("bench", String.format(Locale.ROOT, "%s %s: solve %s, count %s", i.name(), t.solver(),
                        ms(t.solveNanos()), ms(t.countNanos())));
            }
        }
        return new CompareSuguruSolversResult(folder, names, out);
    }

    private static String ms(long nanos) {
        return nanos < 0 ? "stopped" : String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }

    private static SolverTiming time(SuguruInstance instance, String name, Measured solver, int repeats, Limits limits) {
        SuguruPuzzle p = instance.puzzle();
        IntGrid answer = instance.answer().orElse(null);
        long[] solve = new long[repeats];
        long[] count = new long[repeats];
        boolean verified = true;
        long nodes = 0;
        for (int r = 0; r < repeats; r++) {
            long start = System.nanoTime();
            SolveOutcome s = solver.solve(p, limits);
            solve[r] = System.nanoTime() - start;
            BenchmarkCancelledException.checkpoint(limits.cancelled());
            if (!(s instanceof SolveOutcome.Solved solved)) {
                solve[r] = -1;
                verified = false;
            } else {
                verified &= SuguruVerifier.isSolution(p, solved.solution()) && (answer == null || answer.equals(solved.solution()));
                nodes = s.stats().nodes();
            }
            start = System.nanoTime();
            CountOutcome c = solver.count(p, limits);
            count[r] = c.stopReason() != null ? -1 : System.nanoTime() - start;
            BenchmarkCancelledException.checkpoint(limits.cancelled());
            verified &= c.unique() || c.stopReason() != null;
        }
        return new SolverTiming(instance.name(), p.shape().toString(), name, median(solve), median(count), nodes, verified);
    }

    /** The median, or -1 when any run was stopped. */
    private static long median(long[] nanos) {
        if (Arrays.stream(nanos).anyMatch(n -> n < 0)) {
            return -1;
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
