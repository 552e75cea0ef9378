package org.gridpuzzle.application.port.out.games;

import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/** Level files of the planning games. */
public interface GameLevelFilePort {

    /** Every level of an XSB file, in order. */
    List<SokobanLevel> sokobanLevels(Path file);

    /** A Snowman {@code .lvl} file. */
    SnowmanLevel snowmanLevel(Path file);
}
