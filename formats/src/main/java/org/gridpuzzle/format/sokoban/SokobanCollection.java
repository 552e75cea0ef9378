package org.gridpuzzle.format.sokoban;

import java.util.List;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/** The levels of one Sokoban file, in order: what a collection format reads and writes. */
public record SokobanCollection(List<SokobanLevel> levels) {

    public SokobanCollection {
        levels = List.copyOf(levels);
    }
}
