package org.gridpuzzle.format.suguru;

import org.gridpuzzle.domain.grid.IntGrid;

/** A filled grid in the {@code .sug} text format (regions and all numbers): the numbers are the grid. */
public final class SuguruTextGridFormat extends GivensGridFormat {

    /** The format, reading the grid as {@link SuguruTextFormat} reads a puzzle. */
    public SuguruTextGridFormat() {
        super(new SuguruTextFormat());
    }

    @Override
    public String name() {
        return "text";
    }

    @Override
    public String description() {
        return "a solved grid in gridpuzzle's text format (regions, a blank line, every number)";
    }

    @Override
    public String write(IntGrid grid) {
        StringBuilder sb = new StringBuilder();
        PaperInFormat.appendRows(sb, grid.shape(), grid.toArray());
        return sb.toString();
    }
}
