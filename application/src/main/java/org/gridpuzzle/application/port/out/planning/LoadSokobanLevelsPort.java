package org.gridpuzzle.application.port.out.planning;

import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/** Reads every level of an XSB file, in order. */
public interface LoadSokobanLevelsPort {

    List<SokobanLevel> loadSokobanLevels(Path file);
}

