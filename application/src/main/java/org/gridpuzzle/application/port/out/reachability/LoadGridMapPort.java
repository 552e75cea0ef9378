package org.gridpuzzle.application.port.out.reachability;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.reachability.MarkedGridMap;

/** Reads a grid map with its optional source and target marks. */
public interface LoadGridMapPort {

    MarkedGridMap loadMap(PuzzleSource source);
}

