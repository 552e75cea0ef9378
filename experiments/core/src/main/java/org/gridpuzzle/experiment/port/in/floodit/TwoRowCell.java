package org.gridpuzzle.experiment.port.in.floodit;

/** One solver on one board: milliseconds (negative when over the limit) and moves. */
public record TwoRowCell(double millis, int moves) {

    public boolean overLimit() {
        return millis < 0;
    }
}

