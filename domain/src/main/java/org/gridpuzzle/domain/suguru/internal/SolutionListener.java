package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.grid.IntGrid;

/** Receives solutions one at a time during enumeration; returns false to stop early. */
@FunctionalInterface
public interface SolutionListener {

    boolean accept(IntGrid solution);
}
