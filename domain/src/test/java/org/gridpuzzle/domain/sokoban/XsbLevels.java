package org.gridpuzzle.domain.sokoban;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The levels of an XSB collection, for domain tests that read the shared sets (the formats module's reader lies
 * outside the domain): rows padded, what the player cannot reach turned into wall.
 */
final class XsbLevels {

    private XsbLevels() {
    }

    /** {@code ../shared/data/<sub>} seen from the working folder or any parent, if present. */
    static Optional<Path> shared(String sub) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared/data").resolve(sub);
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
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

    private static SokobanLevel level(List<String> rows) {
        int h = rows.size() + 2;
        int w = rows.stream().mapToInt(String::length).max().orElse(0) + 2;
        boolean[] wall = new boolean[h * w];
        boolean[] goal = new boolean[h * w];
        boolean[] box = new boolean[h * w];
        int player = -1;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                String row = r == 0 || r == h - 1 ? "" : rows.get(r - 1);
                char ch = c == 0 || c > row.length() ? ' ' : row.charAt(c - 1);
                int cell = r * w + c;
                wall[cell] = ch == '#';
                goal[cell] = ch == '.' || ch == '*' || ch == '+';
                box[cell] = ch == '$' || ch == '*';
                player = ch == '@' || ch == '+' ? cell : player;
            }
        }
        boolean[] inside = new boolean[h * w];
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(player));
        inside[player] = true;
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            for (int next : new int[] {cell - 1, cell + 1, cell - w, cell + w}) {
                if (!wall[next] && !inside[next]) {
                    inside[next] = true;
                    queue.add(next);
                }
            }
        }
        for (int cell = 0; cell < h * w; cell++) {
            // boxes on goals walled in (Microban 155's decoration) are wall too
            wall[cell] |= !inside[cell];
            goal[cell] &= inside[cell];
            box[cell] &= inside[cell];
        }
        return new SokobanLevel("", h, w, wall, goal, box, player);
    }
}
