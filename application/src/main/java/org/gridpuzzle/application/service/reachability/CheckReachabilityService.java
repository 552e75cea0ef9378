package org.gridpuzzle.application.service.reachability;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.MissingEndpointException;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityCommand;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityUseCase;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.reachability.Reachability;
import org.gridpuzzle.domain.reachability.ReachabilityEncoding;
import org.gridpuzzle.domain.sat.BudgetedSink;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

/** Encodes, optionally writes the DIMACS, solves, decodes; a decoded path is checked against the map. */
public final class CheckReachabilityService implements CheckReachabilityUseCase {

    private final LoadGridMapPort maps;
    private final SaveCnfPort cnfs;
    private final SelectSatSolverPort solvers;

    @Inject
    public CheckReachabilityService(LoadGridMapPort maps, SaveCnfPort cnfs, SelectSatSolverPort solvers) {
        this.maps = maps;
        this.cnfs = cnfs;
        this.solvers = solvers;
    }

    @Override
    public CheckReachabilityResult check(CheckReachabilityCommand command) {
        long begun = System.nanoTime(); // --timeout covers reading and encoding, not only the solver
        MarkedGridMap marked = maps.loadMap(command.map());
        GridMap map = marked.map();
        String source = command.map().name();
        Position from = command.from() != null ? command.from() : marked.source()
                .orElseThrow(() -> new MissingEndpointException(source, MissingEndpointException.Endpoint.SOURCE));
        Position to = command.to() != null ? command.to() : marked.target()
                .orElseThrow(() -> new MissingEndpointException(source, MissingEndpointException.Endpoint.TARGET));
        int s;
        int t;
        try {
            s = map.vertex(from);
            t = map.vertex(to);
        } catch (InvalidModelException e) {
            throw new InvalidInputException(source, e.getMessage());
        }
        Cnf cnf = new Cnf();
        // building and loading millions of clauses keeps the time limit and Ctrl-C too
        Budget building = command.limits().remaining(System.nanoTime() - begun).start();
        ReachabilityEncoding encoding;
        try {
            encoding = Reachability.encode(command.encoding(), map.graph(), s, t, new BudgetedSink(cnf, building),
                    command.implied());
        } catch (StoppedException e) {
            return stopped(map, from, to, command, "no solver (stopped while encoding)", cnf, begun);
        }
        if (command.dimacs() != null) {
            cnfs.saveCnf(command.dimacs(), cnf);
        }
        SatBackend backend = solvers.select(command.solver());
        long start = System.nanoTime();
        try (SatSolver solver = backend.factory().create()) {
            try {
                cnf.copyTo(new BudgetedSink(solver, building));
            } catch (StoppedException e) {
                return stopped(map, from, to, command, backend.description(), cnf, begun);
            }
            SatStatus status = solver.solve(command.limits().remaining(System.nanoTime() - begun));
            long nanos = System.nanoTime() - start;
            Optional<List<Position>> path = Optional.empty();
            List<Position> component = new ArrayList<>();
            if (status == SatStatus.SAT) {
                boolean[] model = solver.model();
                path = Optional.of(checkedPath(map, encoding, model, command));
                boolean[] reached = encoding.reached(model);
                for (int v = 0; v < reached.length; v++) {
                    if (reached[v]) {
                        component.add(map.position(v));
                    }
                }
            }
            return new CheckReachabilityResult(map, from, to, command.encoding(), backend.description(), status, path,
                    component, cnf.variableCount(), cnf.clauseCount(), nanos);
        }
    }

    private static CheckReachabilityResult stopped(GridMap map, Position from, Position to,
            CheckReachabilityCommand command, String solver, Cnf cnf, long begun) {
        return new CheckReachabilityResult(map, from, to, command.encoding(), solver, SatStatus.UNKNOWN,
                Optional.empty(), List.of(), cnf.variableCount(), cnf.clauseCount(), System.nanoTime() - begun);
    }

    /** The model's s-t path as cells; a model without one, or with a jump, is a bug of the encoding or solver. */
    private static List<Position> checkedPath(GridMap map, ReachabilityEncoding encoding, boolean[] model,
            CheckReachabilityCommand command) {
        List<Integer> vertices = encoding.path(model).orElseThrow(() -> new IllegalStateException(
                "the model of the " + command.encoding().label() + " encoding has no s-t path"));
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

