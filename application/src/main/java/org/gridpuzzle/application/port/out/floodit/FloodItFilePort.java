package org.gridpuzzle.application.port.out.floodit;

import java.nio.file.Path;
import org.gridpuzzle.domain.floodit.Board;

/** Flood-It boards from files: a board file, or one line of a one-board-per-line set. */
public interface FloodItFilePort {

    /** @param line 1-based line of a one-board-per-line file, or null for a board file */
    Board load(Path file, Integer line);

    String render(Board board);

    /** A graph in the DIMACS edge format ({@code p edge N M}, {@code e u v}). */
    org.gridpuzzle.domain.floodit.reduction.SimpleGraph loadGraph(Path file);

    /** Writes a board atomically (no half-written file). */
    void save(Path file, Board board);

    /** Every board of a one-board-per-line set. */
    java.util.List<Board> loadSet(Path file);

    /** The length of each line of a move-sequence file (one sequence per line), e.g. published optima. */
    java.util.List<Integer> sequenceLengths(Path file);
}
