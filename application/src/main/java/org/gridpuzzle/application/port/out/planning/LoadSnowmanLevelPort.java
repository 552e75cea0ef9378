package org.gridpuzzle.application.port.out.planning;

import java.nio.file.Path;
import org.gridpuzzle.domain.snowman.SnowmanLevel;

/** Reads a Snowman {@code .lvl} file. */
public interface LoadSnowmanLevelPort {

    SnowmanLevel loadSnowmanLevel(Path file);
}

