package org.gridpuzzle.format.sokoban;

import java.util.List;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * The levels of one Sokoban file, in order: what a collection format reads and writes.
 *
 * @param levels the levels, an unmodifiable copy
 */
public record SokobanCollection(List<SokobanLevel> levels) {

    /**
     * A collection of a copy of the levels.
     *
     * @param levels the levels, none null
     */
    public SokobanCollection {
        levels = List.copyOf(levels);
    }
}
