package org.gridpuzzle.application.port.in.reachability;

import org.gridpuzzle.application.input.PuzzleSource;
import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param from source, or null to take the map's 'S'
 * @param to target, or null to take the map's 'T'
 * @param implied add the implied distance constraints (DAG and tree): refutations by propagation
 * @param solver the SAT back-end (see the SAT solver port), or null for the embedded one
 * @param dimacs where to write the CNF, or null
 */
public record CheckReachabilityCommand(PuzzleSource map, Position from, Position to, EncodingKind encoding, boolean implied,
        String solver, Path dimacs, Limits limits) {

    public CheckReachabilityCommand {
        Objects.requireNonNull(map, "map");
        encoding = encoding == null ? EncodingKind.PATH : encoding;
        limits = limits == null ? Limits.none() : limits;
    }
}

