package org.gridpuzzle.adapter.cli.floodit;

import java.nio.file.Path;
import org.gridpuzzle.adapter.cli.PositionConverter;
import org.gridpuzzle.domain.grid.Position;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The board file, an optional line of a one-board-per-line set, and the pivot. */
final class BoardOptions {

    @Parameters(index = "0", paramLabel = "FILE", description = "A board (rows of colour characters 1-9, a-z), "
            + "or a one-board-per-line file with --line.")
    Path file;

    @Option(names = "--line", paramLabel = "N", description = "Take board N (1-based) of a one-board-per-line file.")
    Integer line;

    @Option(names = "--pivot", paramLabel = "ROW,COL", converter = PositionConverter.class,
            description = "The Fixed pivot, e.g. r1c1 (rows and columns from 1; the old 0-based row,col is"
                    + " read too). Default: r1c1.")
    Position pivot;
}

