package org.gridpuzzle.domain.snowman;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A minimal .lvl reader for domain tests (the real one, with error reporting, lives in adapters-file). */
final class SnowmanTestLevels {

    private SnowmanTestLevels() {
    }

    static SnowmanLevel read(Path file) throws IOException {
        List<String> rows = Files.readAllLines(file).stream().filter(r -> !r.isBlank()).toList();
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
}
