package org.gridpuzzle.application.port.out.floodit;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.floodit.SimpleGraph;

/** Reads a graph in the DIMACS edge format ({@code p edge N M}, {@code e u v}). */
public interface LoadGraphPort {

    SimpleGraph loadGraph(PuzzleSource source);
}

