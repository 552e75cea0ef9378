package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.application.error.ParameterOutOfRangeException;

/** @param colours colours 1..colours are used (at most 35, the board format's alphabet without 0) */
public record GenerateFloodItCommand(int rows, int cols, int colours, long seed) {

    public GenerateFloodItCommand {
        ParameterOutOfRangeException.check("rows", rows, 1, Integer.MAX_VALUE);
        ParameterOutOfRangeException.check("cols", cols, 1, Integer.MAX_VALUE);
        ParameterOutOfRangeException.check("colours", colours, 1, 35);
    }
}

