package org.gridpuzzle.domain.reachability;

import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatStatus;

/**
 * The answer of {@link org.gridpuzzle.domain.Reachability#solve} and what it took.
 *
 * @param status {@link SatStatus#UNKNOWN} when a limit came first (while encoding, loading or solving)
 * @param path the source-target path the model gives, checked against the map (present exactly when SAT)
 * @param component the cells the model marks reached (tree encoding: exactly the source's component)
 * @param formula the formula as built (to write as DIMACS)
 * @param encoded the formula is whole (false: a limit stopped the encoding, and no solver ran)
 * @param solverNanos the solver's own time (loading and solving)
 */
public record ReachAnswer(SatStatus status, Optional<List<Position>> path, List<Position> component, Cnf formula,
        boolean encoded, long solverNanos) {
}
