package org.gridpuzzle.application.port.in.floodit;

import java.util.Locale;
import org.gridpuzzle.application.error.InvalidInputException;

/** Which exact Free solver runs: chosen from the board's shape and colours, or forced. */
public enum FreeAlgorithm {
    /** The polynomial or fixed-parameter algorithm the board admits, else the general search. */
    AUTO,
    /** The Meeks–Scott programme for boards of two rows or two columns (fixed-parameter in the colours). */
    TWO_ROW,
    /** The interval programme for boards of one row or one column. */
    PATH,
    /** The radius rule for boards with a palette of two colours. */
    TWO_COLOUR,
    /** Iterative deepening over all moves, any board of up to 40 components. */
    SEARCH;

    public static FreeAlgorithm parse(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(null, "unknown algorithm '" + name
                    + "'; choose auto, two-row, path, two-colour or search");
        }
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
