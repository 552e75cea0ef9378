package org.gridpuzzle.application.port.in.reachability;

import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.sat.SatStatus;

/**
 * @param solver what solved the formula
 * @param path the s-t path when reachable (checked against the map)
 * @param component the cells the model marks reached (for the tree encoding: exactly the component of s)
 */
public record CheckReachabilityResult(GridMap map, Position from, Position to, EncodingKind encoding, String solver,
        SatStatus status, Optional<List<Position>> path, List<Position> component, int variables, int clauses,
        long nanos) {
}

