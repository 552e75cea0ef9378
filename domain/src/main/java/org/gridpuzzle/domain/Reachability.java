package org.gridpuzzle.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.ReachAnswer;
import org.gridpuzzle.domain.reachability.internal.ReachabilityEncoding;
import org.gridpuzzle.domain.reachability.internal.ReachabilityEncodings;
import org.gridpuzzle.domain.sat.internal.BudgetedSink;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Grid reachability in SAT for callers who want answers: encode "the target is reachable from the source" with one of
 * the three encodings, solve it, and decode and check the answer (the path walks the map, cell by cell).
 */
public final class Reachability {

    private Reachability() {
    }

    /**
     * Whether {@code to} is reachable from {@code from} on the map, by one encoding and a SAT solver; a SAT answer
     * comes with the path, checked cell by cell against the map.
     *
     * @param map the map
     * @param from the source, an open cell
     * @param to the target, an open cell
     * @param kind the encoding
     * @param implied add the implied distance constraints (DAG and tree): refutations by unit propagation
     * @param limits the time limit and cancellation cover the encoding and loading too; the memory budget bounds the
     *     formula, refused with its size before any clause is made
     * @param solvers makes the solver, closed after the call
     * @return the status, the path and component for SAT, the formula and the solver's time
     * @throws InvalidModelException when {@code from} or {@code to} is not a floor cell of the map
     */
    public static ReachAnswer solve(GridMap map, Position from, Position to, EncodingKind kind, boolean implied,
            SatSolverFactory solvers, Limits limits) {
        int s = map.vertex(from);
        int t = map.vertex(to);
        Cnf cnf = new Cnf();
        // building and loading millions of clauses keeps the time limit and Ctrl-C too
        Budget building = limits.start();
        ReachabilityEncoding encoding;
        try {
            encoding = ReachabilityEncodings.encode(kind, map.graph(), s, t, new BudgetedSink(cnf, building), implied,
                    limits);
        } catch (StoppedException e) {
            return new ReachAnswer(SatStatus.UNKNOWN, Optional.empty(), List.of(), cnf, false, 0);
        }
        long start = System.nanoTime();
        try (SatSolver solver = solvers.create()) {
            try {
                cnf.copyTo(new BudgetedSink(solver, building));
            } catch (StoppedException e) {
                return new ReachAnswer(SatStatus.UNKNOWN, Optional.empty(), List.of(), cnf, true,
                        System.nanoTime() - start);
            }
            SatStatus status = solver.solve(building.limits());
            if (status != SatStatus.SAT) {
                return new ReachAnswer(status, Optional.empty(), List.of(), cnf, true, System.nanoTime() - start);
            }
            boolean[] model = solver.model();
            List<Position> component = new ArrayList<>();
            boolean[] reached = encoding.reached(model);
            for (int v = 0; v < reached.length; v++) {
                if (reached[v]) {
                    component.add(map.position(v));
                }
            }
            return new ReachAnswer(status, Optional.of(checkedPath(map, encoding, model)), component, cnf, true,
                    System.nanoTime() - start);
        }
    }

    /** The model's s-t path as cells; a model without one, or with a jump, is a bug of the encoding or the solver. */
    private static List<Position> checkedPath(GridMap map, ReachabilityEncoding encoding, boolean[] model) {
        List<Integer> vertices = encoding.path(model).orElseThrow(() -> new IllegalStateException(
                "the model of the " + encoding.kind().label() + " encoding has no s-t path"));
        List<Position> cells = new ArrayList<>();
        for (int i = 0; i < vertices.size(); i++) {
            if (i > 0 && !map.graph().adjacent(vertices.get(i - 1), vertices.get(i))) {
                throw new IllegalStateException("decoded path jumps between non-adjacent cells");
            }
            cells.add(map.position(vertices.get(i)));
        }
        return cells;
    }
}
