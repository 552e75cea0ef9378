package org.gridpuzzle.application.port.out.reachability;

import java.nio.file.Path;
import org.gridpuzzle.domain.reachability.MarkedGridMap;

/** Reads a grid map with its optional source and target marks. */
public interface LoadGridMapPort {

    MarkedGridMap loadMap(Path file);
}

