package org.gridpuzzle.format.suguru;

import org.gridpuzzle.domain.grid.IntGrid;

/**
 * A filled grid as the paper's {@code .in} puzzle file with every cell given (what {@code solve -o F.in} writes): the
 * givens are the grid. Writing needs the regions, so only the puzzle format writes {@code .in} files.
 */
public final class PaperInGridFormat extends GivensGridFormat {

    /** The format, reading the grid as {@link PaperInFormat} reads a puzzle. */
    public PaperInGridFormat() {
        super(new PaperInFormat());
    }

    @Override
    public String name() {
        return "paper-in";
    }

    @Override
    public String description() {
        return "a solved grid as the Suguru paper's .in file (every cell given)";
    }

    @Override
    public String write(IntGrid grid) {
        throw new UnsupportedOperationException("an .in file needs the regions: write the puzzle with PaperInFormat");
    }
}
