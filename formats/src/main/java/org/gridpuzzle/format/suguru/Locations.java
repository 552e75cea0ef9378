package org.gridpuzzle.format.suguru;

import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;

/** Where each cell of a grid stood in the file, so a model error can point at a line and column. */
final class Locations {

    private final String source;
    private final int[] line;
    private final int[] column;
    private final GridShape shape;

    Locations(String source, GridShape shape) {
        this.source = source;
        this.shape = shape;
        this.line = new int[shape.size()];
        this.column = new int[shape.size()];
    }

    void put(int cell, int lineNumber, int columnNumber) {
        line[cell] = lineNumber;
        column[cell] = columnNumber;
    }

    /** The model error as a parse error at the cell it names (or at line 1 when it names none). */
    FormatException at(InvalidModelException e) {
        Position p = e.position().orElse(null);
        if (p == null || !shape.contains(p)) {
            return new FormatException(source, 1, e.getMessage());
        }
        int cell = shape.index(p);
        return new FormatException(source, line[cell], column[cell], e.getMessage());
    }
}
