package org.gridpuzzle.experiment.service.reachability;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.experiment.error.BenchmarkCancelledException;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityCommand;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityResult;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityUseCase;
import org.gridpuzzle.experiment.port.in.reachability.EncodingSize;
import org.gridpuzzle.experiment.port.in.reachability.EncodingTiming;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.internal.ReachabilityEncodings;
import org.gridpuzzle.domain.reachability.internal.ReachabilityEncoding;
import org.gridpuzzle.domain.sat.internal.BudgetedSink;
import org.gridpuzzle.domain.sat.internal.ClauseCounter;
import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StoppedException;

/** Sizes by counting (nothing stored); times by encoding into a CNF and solving with each back-end in turn. */
public final class BenchmarkReachabilityService implements BenchmarkReachabilityUseCase {

    private final SelectSatSolverPort solvers;
    private final ProgressPort progress;

    @Inject
    public BenchmarkReachabilityService(SelectSatSolverPort solvers, ProgressPort progress) {
        this.solvers = solvers;
        this.progress = progress;
    }

    @Override
    public BenchmarkReachabilityResult run(BenchmarkReachabilityCommand command) {
        List<EncodingSize> sizes = new ArrayList<>();
        for (int side : command.sizeSides()) {
            GridMap open = new GridMap(GridShape.of(side, side), allOpen(side));
            Graph g = open.graph();
            for (EncodingKind kind : EncodingKind.values()) {
                ClauseCounter counter = new ClauseCounter();
                encode(kind, g, counter, command);
                sizes.add(new EncodingSize(side, kind, g.vertexCount(), g.edgeCount(), counter.variableCount(),
                        counter.clauseCount()));
                BenchmarkCancelledException.checkpoint(command.cancelled());
            }
        }
        List<SatBackend> backends = distinctBackends(command.solvers());
        List<EncodingTiming> times = new ArrayList<>();
        for (int side : command.timeSides()) {
            GridMap map = reachableMap(side, command.wallRate());
            Graph g = map.graph();
            for (EncodingKind kind : EncodingKind.values()) {
                Cnf cnf = new Cnf();
                ReachabilityEncoding enc = encode(kind, g, cnf, command);
                for (SatBackend backend : backends) {
                    long start = System.nanoTime();
                    SatStatus status;
                    try (SatSolver solver = backend.factory().create()) {
                        try {
                            cnf.copyTo(new BudgetedSink(solver, Limits.none().withCancellation(command.cancelled())
                                    .start()));
                        } catch (StoppedException e) {
                            throw new BenchmarkCancelledException();
                        }
                        status = solver.solve(Limits.none().withTimeLimit(command.timeout())
                                .withCancellation(command.cancelled()));
                        if (status == SatStatus.SAT && enc.path(solver.model()).isEmpty()) {
                            throw new IllegalStateException(backend.description() + ": a model without an s-t path");
                        }
                    }
                    long nanos = System.nanoTime() - start;
                    BenchmarkCancelledException.checkpoint(command.cancelled());
                    times.add(new EncodingTiming(side, kind, backend.description(), status, cnf.variableCount(),
                            cnf.clauseCount(), nanos));
                    progress.report("bench", String.format(Locale.ROOT, "%dx%d %s %s: %s in %.1f ms", side, side,
                            kind.label(), backend.description(), status, nanos / 1e6));
                }
            }
        }
        return new BenchmarkReachabilityResult(sizes, times);
    }

    /** Encodes s = 0, t = the last cell; millions of clauses, so Ctrl-C is read as they are made. */
    private static ReachabilityEncoding encode(EncodingKind kind, Graph g, ClauseSink out,
            BenchmarkReachabilityCommand command) {
        try {
            return ReachabilityEncodings.encode(kind, g, 0, g.vertexCount() - 1,
                    new BudgetedSink(out, Limits.none().withCancellation(command.cancelled()).start()));
        } catch (StoppedException e) {
            throw new BenchmarkCancelledException();
        }
    }

    /** The back-ends once each: {@code auto} on a machine without external solvers is sat4j, already in the list. */
    private List<SatBackend> distinctBackends(List<String> specs) {
        Map<String, SatBackend> byDescription = new LinkedHashMap<>();
        for (String spec : specs) {
            SatBackend backend = solvers.select(spec);
            if (byDescription.putIfAbsent(backend.description(), backend) != null) {
                progress.report("bench", "'" + spec + "' is " + backend.description() + ", already measured; left out");
            }
        }
        return List.copyOf(byDescription.values());
    }

    private static boolean[] allOpen(int side) {
        boolean[] open = new boolean[side * side];
        Arrays.fill(open, true);
        return open;
    }

    /** A grid with random walls whose corners are open and connected (reseeded until they are). */
    private static GridMap reachableMap(int side, double wallRate) {
        for (long seed = side; ; seed++) {
            Random random = new Random(seed);
            boolean[] open = new boolean[side * side];
            for (int i = 0; i < open.length; i++) {
                open[i] = random.nextDouble() >= wallRate;
            }
            open[0] = true;
            open[open.length - 1] = true;
            GridMap map = new GridMap(GridShape.of(side, side), open);
            if (ReachabilityEncodings.component(map.graph(), 0)[map.graph().vertexCount() - 1]) {
                return map;
            }
        }
    }
}
