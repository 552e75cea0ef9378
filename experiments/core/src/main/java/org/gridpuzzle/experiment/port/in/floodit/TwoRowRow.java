package org.gridpuzzle.experiment.port.in.floodit;

/** One board: n, colours, and the three solvers (null: not run, beyond its reach), the programme's peak heap. */
public record TwoRowRow(int colours, int columns, TwoRowCell programme, TwoRowCell exhaustive, TwoRowCell search,
        long programmeHeapBytes) {
}

