package org.gridpuzzle.format.sokoban;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * Sokoban levels in XSB text, several per file: {@code #} wall, space, {@code -} or {@code _} floor,
 * {@code .} goal, {@code $} box, {@code *} box on goal, {@code @} player, {@code +} player on goal.
 * {@code ;} lines are comments (a {@code ; N title} line names the next level), blank lines separate
 * levels, and other text lines before a board (titles, authors) are kept as its title, except that a
 * line starting with {@code #} is a board row, where any other character is an error. Rows are padded;
 * the floor the player cannot reach is outside and becomes wall. Positions are the level's own rows and
 * columns (0-based from its first row and first character).
 */
public final class XsbFormat {

    private static final String BOARD_CHARACTERS = "# -_.$*@+";

    private XsbFormat() {
    }

    public static List<SokobanLevel> parse(String file, String text) {
        String[] lines = text.split("\r?\n", -1);
        List<SokobanLevel> levels = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        int firstRow = 0;
        String title = null;
        for (int i = 0; i <= lines.length; i++) {
            String line = i < lines.length ? stripEnd(lines[i]) : "";
            boolean board = !line.isBlank() && isBoardLine(line);
            if (!board && line.stripLeading().startsWith("#")) {
                // a row of walls with something else in it: a broken board row, not a title
                int column = firstUnknown(line);
                String level = title == null ? "level " + (levels.size() + 1) : title;
                throw new FormatException(file, i + 1, column + 1, "level '" + level + "': unknown character '"
                        + line.charAt(column) + "' (expected # space - _ . $ * @ +)");
            }
            if (board) {
                if (rows.isEmpty()) {
                    firstRow = i + 1;
                }
                rows.add(line);
                continue;
            }
            if (!rows.isEmpty()) {
                levels.add(level(file, rows, firstRow, title == null ? "level " + (levels.size() + 1) : title));
                rows.clear();
                title = null;
            }
            if (line.startsWith(";")) {
                String comment = line.substring(1).strip();
                if (!comment.isEmpty()) {
                    title = comment;
                }
            } else if (!line.isBlank()) {
                String t = line.strip();
                title = t.toLowerCase().startsWith("title:") ? t.substring(6).strip() : t;
            }
        }
        if (levels.isEmpty()) {
            throw new FormatException(file, 1, "no level found (expected rows of #, $, ., @ ...)");
        }
        return levels;
    }

    /** The index of the first character that is not part of a board, or -1. */
    private static int firstUnknown(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (BOARD_CHARACTERS.indexOf(line.charAt(i)) < 0) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isBoardLine(String line) {
        return firstUnknown(line) < 0 && line.indexOf('#') >= 0;
    }

    private static SokobanLevel level(String file, List<String> rows, int firstLine, String title) {
        int height = rows.size() + 2;
        int width = rows.stream().mapToInt(String::length).max().orElse(0) + 2;
        int n = height * width;
        boolean[] wall = new boolean[n];
        boolean[] goal = new boolean[n];
        boolean[] box = new boolean[n];
        int player = -1;
        int playerLine = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                int cell = r * width + c;
                char ch = r == 0 || r == height - 1 || c == 0 || c > rows.get(r - 1).length() ? '#'
                        : rows.get(r - 1).charAt(c - 1);
                wall[cell] = ch == '#';
                goal[cell] = ch == '.' || ch == '*' || ch == '+';
                box[cell] = ch == '$' || ch == '*';
                if (ch == '@' || ch == '+') {
                    if (player >= 0) {
                        throw new FormatException(file, firstLine + r - 1, c, "level '" + title + "' has a second player"
                                + " (the first is on line " + playerLine + ")");
                    }
                    player = cell;
                    playerLine = firstLine + r - 1;
                }
            }
        }
        if (player < 0) {
            throw new FormatException(file, firstLine, "level '" + title + "' has no player (@ or +)");
        }
        // Floor the player cannot reach is outside: wall it off. A box already on its goal there (a decoration
        // some sets use) is walled off with its goal; a lone box or goal there makes the level unsolvable.
        boolean[] reach = new boolean[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        reach[player] = true;
        queue.add(player);
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            for (int next : new int[] {cell - 1, cell + 1, cell - width, cell + width}) {
                if (next >= 0 && next < n && !wall[next] && !reach[next]) {
                    reach[next] = true;
                    queue.add(next);
                }
            }
        }
        for (int cell = 0; cell < n; cell++) {
            if (!reach[cell] && !wall[cell]) {
                if (box[cell] && goal[cell]) {
                    box[cell] = false;
                    goal[cell] = false;
                } else if (box[cell] || goal[cell]) {
                    throw new FormatException(file, firstLine + cell / width - 1, cell % width, "level '" + title
                            + "' has a box or goal the player can never reach");
                }
                wall[cell] = true;
            }
        }
        // Drop the ring added above, so positions are the level's own rows and columns (a level whose
        // walkable floor touches its own edge is not closed: SokobanLevel refuses it with its position).
        int h = height - 2;
        int w = width - 2;
        boolean[] cw = new boolean[h * w];
        boolean[] cg = new boolean[h * w];
        boolean[] cb = new boolean[h * w];
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                int from = (r + 1) * width + c + 1;
                cw[r * w + c] = wall[from];
                cg[r * w + c] = goal[from];
                cb[r * w + c] = box[from];
            }
        }
        int croppedPlayer = (player / width - 1) * w + player % width - 1;
        try {
            return new SokobanLevel(title, h, w, cw, cg, cb, croppedPlayer);
        } catch (InvalidModelException e) {
            // the level's rows start at firstLine, one cell per character
            String message = "level '" + title + "': " + e.getMessage();
            throw e.position().map(p -> new FormatException(file, firstLine + p.row(), p.col() + 1, message))
                    .orElseGet(() -> new FormatException(file, firstLine, message));
        }
    }

    private static String stripEnd(String s) {
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t')) {
            end--;
        }
        return s.substring(0, end);
    }
}
