package org.gridpuzzle.application.service.sat;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.gridpuzzle.application.port.in.sat.BenchmarkReachUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.sat.SatBackendPort;
import org.gridpuzzle.domain.grid.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.Reachability;
import org.gridpuzzle.domain.reachability.ReachabilityEncoding;
import org.gridpuzzle.domain.sat.ClauseCounter;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;

/** Sizes by counting (nothing stored); times by encoding into a CNF and solving with each back-end in turn. */
public final class BenchmarkReachService implements BenchmarkReachUseCase {

    private final SatBackendPort backends;
    private final ProgressPort progress;

    @Inject
    public BenchmarkReachService(SatBackendPort backends, ProgressPort progress) {
        this.backends = backends;
        this.progress = progress;
    }

    @Override
    public BenchmarkReachResult run(BenchmarkReachCommand command) {
        List<SizeRow> sizes = new ArrayList<>();
        for (int side : command.sizeSides()) {
            GridMap open = new GridMap(GridShape.of(side, side), allOpen(side));
            Graph g = open.graph();
            for (EncodingKind kind : EncodingKind.values()) {
                ClauseCounter counter = new ClauseCounter();
                Reachability.encode(kind, g, 0, g.vertexCount() - 1, counter);
                sizes.add(new SizeRow(side, kind, g.vertexCount(), g.edgeCount(), counter.variableCount(),
                        counter.clauseCount()));
            }
        }
        List<TimeRow> times = new ArrayList<>();
        for (int side : command.timeSides()) {
            GridMap map = reachableMap(side, command.wallRate());
            Graph g = map.graph();
            for (EncodingKind kind : EncodingKind.values()) {
                Cnf cnf = new Cnf();
                ReachabilityEncoding enc = Reachability.encode(kind, g, 0, g.vertexCount() - 1, cnf);
                for (String spec : command.solvers()) {
                    long start = System.nanoTime();
                    SatStatus status;
                    try (SatSolver solver = backends.factory(spec).create()) {
                        cnf.copyTo(solver);
                        status = solver.solve(Limits.none().withTimeLimit(command.timeout()));
                        if (status == SatStatus.SAT && enc.path(solver.model()).isEmpty()) {
                            throw new IllegalStateException(spec + ": a model without an s-t path");
                        }
                    }
                    long nanos = System.nanoTime() - start;
                    times.add(new TimeRow(side, kind, backends.describe(spec), status, cnf.variableCount(),
                            cnf.clauseCount(), nanos));
                    progress.report("bench", String.format(java.util.Locale.ROOT, "%dx%d %s %s: %s in %.1f ms", side, side,
                            kind.label(), backends.describe(spec), status, nanos / 1e6));
                }
            }
        }
        return new BenchmarkReachResult(sizes, times);
    }

    private static boolean[] allOpen(int side) {
        boolean[] open = new boolean[side * side];
        java.util.Arrays.fill(open, true);
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
            if (Reachability.component(map.graph(), 0)[map.graph().vertexCount() - 1]) {
                return map;
            }
        }
    }
}
