package org.gridpuzzle.format.snowman;

import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.snowman.SnowmanLevel;

/**
 * A Snowman level file ({@code ../shared/data/snowman/FORMAT.md}): one grid row per line; {@code #} wall
 * ({@code x} too), {@code .} snow, {@code '} grass, {@code p}/{@code q} the character on snow/grass, digits
 * 1-7 ball stacks (a bitmask of sizes; the cell under a ball has no snow).
 */
public final class SnowmanLvlFormat {

    private SnowmanLvlFormat() {
    }

    /**
     * Reads a level; blank lines at the end are ignored.
     *
     * @param file the file name used in errors
     * @param text the text
     * @return the level
     * @throws FormatException at the first problem, the level's own rules included, naming line and column
     */
    public static SnowmanLevel parse(String file, String text) {
        String[] all = ControlCharacters.refuse(file, text).split("\r?\n", -1);
        int count = all.length;
        while (count > 0 && all[count - 1].isBlank()) {
            count--;
        }
        if (count == 0) {
            throw new FormatException(file, 1, "the file is empty; expected grid rows");
        }
        int cols = all[0].stripTrailing().length();
        int n = count * cols;
        boolean[] wall = new boolean[n];
        boolean[] snow = new boolean[n];
        int[] balls = new int[n];
        int agent = -1;
        for (int r = 0; r < count; r++) {
            String row = all[r].stripTrailing();
            if (row.length() != cols) {
                throw new FormatException(file, r + 1, Math.min(row.length(), cols) + 1, "row of " + row.length()
                        + " cells; the first row has " + cols);
            }
            for (int c = 0; c < cols; c++) {
                int cell = r * cols + c;
                char ch = row.charAt(c);
                switch (ch) {
                    case '#', 'x' -> wall[cell] = true;
                    case '.' -> snow[cell] = true;
                    case '\'' -> { }
                    case 'p', 'q' -> {
                        if (agent >= 0) {
                            throw new FormatException(file, r + 1, c + 1, "a second player (p or q; the first is at "
                                    + (agent / cols + 1) + ":" + (agent % cols + 1) + "): a level has one player");
                        }
                        agent = cell;
                        snow[cell] = ch == 'p';
                    }
                    default -> {
                        if (ch >= '1' && ch <= '7') {
                            balls[cell] = ch - '0';
                        } else {
                            throw new FormatException(file, r + 1, c + 1, "unknown cell '" + ch
                                    + "' (expected # . ' p q or a ball digit 1-7)");
                        }
                    }
                }
            }
        }
        if (agent < 0) {
            throw new FormatException(file, 1, "no player (p or q) in the level");
        }
        try {
            return new SnowmanLevel(count, cols, wall, snow, balls, agent);
        } catch (InvalidModelException e) {
            // rows are the file's lines, one cell per character
            throw e.position().map(p -> new FormatException(file, p.row() + 1, p.col() + 1, e.getMessage()))
                    .orElseGet(() -> new FormatException(file, 1, e.getMessage()));
        }
    }
}
