package org.gridpuzzle.application.port.in.sat;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;

/** "Is t reachable from s on this grid, and how?", answered by a SAT solver through one of the three encodings. */
public interface ReachUseCase {

    ReachResult reach(ReachCommand command);

    /**
     * @param from source, or null to take the map's 'S'
     * @param to target, or null to take the map's 'T'
     * @param dimacs where to write the CNF, or null
     * @param implied add the implied distance constraints (DAG and tree): refutations by propagation
     */
    record ReachCommand(Path map, Position from, Position to, EncodingKind encoding, boolean implied, String solver,
            Path dimacs, Limits limits) {
        public ReachCommand {
            Objects.requireNonNull(map, "map");
            encoding = encoding == null ? EncodingKind.PATH : encoding;
            limits = limits == null ? Limits.none() : limits;
        }
    }

    /**
     * @param path the s-t path when reachable
     * @param component the cells the model marks reached (for the tree encoding: exactly the component of s)
     */
    record ReachResult(GridMap map, Position from, Position to, EncodingKind encoding, String solver, SatStatus status,
            Optional<List<Position>> path, List<Position> component, int variables, int clauses, long nanos) {
    }
}
