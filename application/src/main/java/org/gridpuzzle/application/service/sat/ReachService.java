package org.gridpuzzle.application.service.sat;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.sat.ReachUseCase;
import org.gridpuzzle.application.port.out.sat.SatBackendPort;
import org.gridpuzzle.application.port.out.sat.SatFilePort;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.reachability.Reachability;
import org.gridpuzzle.domain.reachability.ReachabilityEncoding;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;

/** Encodes, optionally writes the DIMACS, solves, decodes; a decoded path is checked against the map. */
public final class ReachService implements ReachUseCase {

    private final SatFilePort files;
    private final SatBackendPort backends;

    @Inject
    public ReachService(SatFilePort files, SatBackendPort backends) {
        this.files = files;
        this.backends = backends;
    }

    @Override
    public ReachResult reach(ReachCommand command) {
        MarkedGridMap marked = files.loadMap(command.map());
        GridMap map = marked.map();
        Position from = command.from() != null ? command.from()
                : marked.source().orElseThrow(() -> new InvalidInputException(command.map().toString(),
                        "no source: mark a cell 'S' or give --from"));
        Position to = command.to() != null ? command.to()
                : marked.target().orElseThrow(() -> new InvalidInputException(command.map().toString(),
                        "no target: mark a cell 'T' or give --to"));
        int s;
        int t;
        try {
            s = map.vertex(from);
            t = map.vertex(to);
        } catch (InvalidModelException e) {
            throw new InvalidInputException(command.map().toString(), e.getMessage());
        }
        Cnf cnf = new Cnf();
        ReachabilityEncoding encoding = Reachability.encode(command.encoding(), map.graph(), s, t, cnf, command.implied());
        if (command.dimacs() != null) {
            files.saveCnf(command.dimacs(), cnf);
        }
        long start = System.nanoTime();
        try (SatSolver solver = backends.factory(command.solver()).create()) {
            cnf.copyTo(solver);
            SatStatus status = solver.solve(command.limits());
            long nanos = System.nanoTime() - start;
            Optional<List<Position>> path = Optional.empty();
            List<Position> component = new ArrayList<>();
            if (status == SatStatus.SAT) {
                boolean[] model = solver.model();
                List<Integer> vertices = encoding.path(model).orElseThrow(() -> new IllegalStateException(
                        "the model of the " + command.encoding().label() + " encoding has no s-t path"));
                List<Position> cells = new ArrayList<>();
                for (int i = 0; i < vertices.size(); i++) {
                    if (i > 0 && !map.graph().adjacent(vertices.get(i - 1), vertices.get(i))) {
                        throw new IllegalStateException("decoded path jumps between non-adjacent cells");
                    }
                    cells.add(map.position(vertices.get(i)));
                }
                path = Optional.of(cells);
                boolean[] reached = encoding.reached(model);
                for (int v = 0; v < reached.length; v++) {
                    if (reached[v]) {
                        component.add(map.position(v));
                    }
                }
            }
            return new ReachResult(map, from, to, command.encoding(), backends.describe(command.solver()), status, path,
                    component, cnf.variableCount(), cnf.clauseCount(), nanos);
        }
    }
}
