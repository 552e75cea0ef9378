package org.gridpuzzle.application.port.in.floodit;

/** @param colours colours 1..colours are used (at most 35, the board format's alphabet without 0) */
public record GenerateFloodItCommand(int rows, int cols, int colours, long seed) {

    /** The seed of a request that names none: random, and given in the answer so the result can be made again. */
    public static long randomSeed() {
        return System.nanoTime() & 0xFFFFFFFL;
    }

    public GenerateFloodItCommand {
        FloodItOperation.GENERATE.field("rows").check(rows);
        FloodItOperation.GENERATE.field("cols").check(cols);
        FloodItOperation.GENERATE.field("colours").check(colours);
    }
}

