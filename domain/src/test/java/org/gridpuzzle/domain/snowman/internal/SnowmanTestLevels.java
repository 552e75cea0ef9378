package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A minimal .lvl reader for domain tests (the real one, with error reporting, lives in adapters-file). */
public final class SnowmanTestLevels {

    private SnowmanTestLevels() {
    }

    static SnowmanLevel read(Path file) throws IOException {
        return parse(Files.readAllLines(file));
    }

    public static SnowmanLevel parse(List<String> lines) {
        List<String> rows = lines.stream().filter(r -> !r.isBlank()).toList();
        int h = rows.size();
        int w = rows.get(0).length();
        boolean[] wall = new boolean[h * w];
        boolean[] snow = new boolean[h * w];
        int[] balls = new int[h * w];
        int agent = -1;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                char ch = rows.get(r).charAt(c);
                int cell = r * w + c;
                wall[cell] = ch == '#' || ch == 'x';
                snow[cell] = ch == '.' || ch == 'p';
                if (ch == 'p' || ch == 'q') {
                    agent = cell;
                }
                if (ch >= '1' && ch <= '7') {
                    balls[cell] = ch - '0';
                }
            }
        }
        return new SnowmanLevel(h, w, wall, snow, balls, agent);
    }

    /**
     * The hostile run's open field (issue #59): n × n walled round, snow everywhere inside, the character in a corner
     * and three small balls beside it; a plan needs growth and the search has F = (n − 2)² floor cells.
     */
    static SnowmanLevel openField(int n) {
        return parse(openFieldRows(n));
    }

    /** {@link #openField}'s rows, to be changed by a variant before they are parsed. */
    private static List<String> openFieldRows(int n) {
        List<String> r = new java.util.ArrayList<>();
        r.add("#".repeat(n));
        for (int i = 0; i < n - 2; i++) {
            r.add("#" + ".".repeat(n - 2) + "#");
        }
        r.add("#".repeat(n));
        r.set(1, "#q1." + ".".repeat(n - 5) + "#");
        r.set(2, "#.." + "1" + ".".repeat(n - 5) + "#");
        r.set(3, "#..." + "1" + ".".repeat(n - 6) + "#");
        return r;
    }

    /**
     * {@link #openField} with a second snowman's three small balls in the middle: neither search mode has a plan after
     * 12 s on a 400 × 400 field (one snowman: 1.5 to 3.3 s, a plan), so a limit of a fraction of that is reached on any
     * machine.
     */
    static SnowmanLevel openFieldTwoSnowmen(int n) {
        List<String> r = openFieldRows(n);
        int m = n / 2;
        r.set(m, "#" + ".".repeat(m) + "1" + ".".repeat(n - m - 3) + "#");
        r.set(m + 2, "#" + ".".repeat(m - 3) + "1" + ".".repeat(n - m) + "#");
        r.set(m + 4, "#" + ".".repeat(m + 3) + "1" + ".".repeat(n - m - 6) + "#");
        return parse(r);
    }
}
