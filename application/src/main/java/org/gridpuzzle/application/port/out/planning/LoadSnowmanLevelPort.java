package org.gridpuzzle.application.port.out.planning;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.snowman.SnowmanLevel;

/** Reads a Snowman {@code .lvl} level. */
public interface LoadSnowmanLevelPort {

    SnowmanLevel loadSnowmanLevel(PuzzleSource source);
}

