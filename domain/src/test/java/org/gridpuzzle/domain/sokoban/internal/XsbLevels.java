package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The levels of an XSB collection, for domain tests that read the shared sets (the formats module's reader lies
 * outside the domain): rows padded, what the player cannot reach turned into wall, then read as
 * {@link SokobanRulesTest#level} reads rows.
 */
final class XsbLevels {

    private XsbLevels() {
    }

    static List<SokobanLevel> parse(String text) {
        List<SokobanLevel> levels = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        for (String line : (text + "\n\n").split("\r?\n", -1)) {
            if (line.isBlank() || line.startsWith(";")) {
                if (!rows.isEmpty()) {
                    levels.add(level(rows));
                    rows.clear();
                }
            } else {
                rows.add(line);
            }
        }
        return levels;
    }

    /**
     * The levels of a collection file in the SOK style: any line that is not a row of a level (titles, notes,
     * metadata) ends one; '-' and '_' are floor.
     */
    static List<SokobanLevel> parseSok(String text) {
        StringBuilder rows = new StringBuilder();
        for (String line : text.split("\r?\n", -1)) {
            boolean row = !line.isBlank() && line.chars().allMatch(ch -> " #@+$*.-_".indexOf(ch) >= 0);
            rows.append(row ? line.replace('-', ' ').replace('_', ' ') : "").append('\n');
        }
        return parse(rows.toString());
    }

    private static SokobanLevel level(List<String> rows) {
        int h = rows.size() + 2;
        int w = rows.stream().mapToInt(String::length).max().orElse(0) + 2;
        char[][] grid = new char[h][w];
        int player = -1;
        for (int r = 0; r < h; r++) {
            String row = r == 0 || r == h - 1 ? "" : rows.get(r - 1);
            for (int c = 0; c < w; c++) {
                grid[r][c] = c == 0 || c > row.length() ? ' ' : row.charAt(c - 1);
                player = grid[r][c] == '@' || grid[r][c] == '+' ? r * w + c : player;
            }
        }
        // boxes on goals walled in (Microban 155's decoration) are wall too
        boolean[] inside = new boolean[h * w];
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(player));
        inside[player] = true;
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            for (int next : new int[] {cell - 1, cell + 1, cell - w, cell + w}) {
                if (grid[next / w][next % w] != '#' && !inside[next]) {
                    inside[next] = true;
                    queue.add(next);
                }
            }
        }
        String[] closed = new String[h];
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                grid[r][c] = inside[r * w + c] ? grid[r][c] : '#';
            }
            closed[r] = new String(grid[r]);
        }
        return SokobanRulesTest.level(closed);
    }
}
