package org.gridpuzzle.application.service.reachability;

import org.gridpuzzle.domain.search.Limits;
import jakarta.inject.Inject;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.MissingEndpointException;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityCommand;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityUseCase;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.domain.Reachability;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.reachability.ReachAnswer;
import org.gridpuzzle.domain.sat.SatStatus;

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
        long begun = System.nanoTime();
        Limits run = command.limits().startingNow(); // --timeout covers reading and encoding, not only the solver
        MarkedGridMap marked = maps.loadMap(command.map());
        GridMap map = marked.map();
        String source = command.map().name();
        Position from = command.from() != null ? command.from() : marked.source()
                .orElseThrow(() -> new MissingEndpointException(source, MissingEndpointException.Endpoint.SOURCE));
        Position to = command.to() != null ? command.to() : marked.target()
                .orElseThrow(() -> new MissingEndpointException(source, MissingEndpointException.Endpoint.TARGET));
        try {
            map.vertex(from);
            map.vertex(to);
        } catch (InvalidModelException e) {
            throw new InvalidInputException(source, e.getMessage());
        }
        SatBackend backend = solvers.select(command.solver());
        ReachAnswer answer = Reachability.solve(map, from, to, command.encoding(), command.implied(),
                backend.factory(), run);
        if (command.dimacs() != null && answer.encoded()) {
            cnfs.saveCnf(command.dimacs(), answer.formula(), run);
        }
        String solver = answer.encoded() ? backend.description() : "no solver (stopped while encoding)";
        return new CheckReachabilityResult(map, from, to, command.encoding(), solver, answer.status(),
                answer.path(), answer.component(), answer.formula().variableCount(), answer.formula().clauseCount(),
                answer.status() == SatStatus.UNKNOWN ? System.nanoTime() - begun : answer.solverNanos());
    }
}
