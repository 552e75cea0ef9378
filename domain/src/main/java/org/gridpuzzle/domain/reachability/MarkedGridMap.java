package org.gridpuzzle.domain.reachability;

import java.util.Optional;
import org.gridpuzzle.domain.grid.Position;

/**
 * A grid map with the source and target its file marked, if it marked them.
 *
 * @param map the map
 * @param source the source cell the file marked, or empty
 * @param target the target cell the file marked, or empty
 */
public record MarkedGridMap(GridMap map, Optional<Position> source, Optional<Position> target) {
}
