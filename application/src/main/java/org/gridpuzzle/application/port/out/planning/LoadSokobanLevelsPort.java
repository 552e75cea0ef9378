package org.gridpuzzle.application.port.out.planning;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.List;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/** Reads every level of an XSB collection, in order. */
public interface LoadSokobanLevelsPort {

    List<SokobanLevel> loadSokobanLevels(PuzzleSource source);
}

