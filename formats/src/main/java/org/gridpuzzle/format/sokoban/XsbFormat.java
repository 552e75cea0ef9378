package org.gridpuzzle.format.sokoban;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * Sokoban levels in XSB text and the collection conventions around it (sokobano.de, Sokoban YASC, JSoko), several per
 * file: {@code #} wall, space, {@code -} or {@code _} floor, {@code .} goal, {@code $} box, {@code *} box on goal,
 * {@code @} player, {@code +} player on goal. Rows may be run-length encoded ({@code 4#} is {@code ####}, {@code 2(#-)}
 * is {@code #-#-}) and several rows may share a line separated by {@code |}. A level's title is its {@code Title:}
 * line when one follows its board directly (the .sok convention), else the text before its board: a {@code ; N name}
 * or {@code ' name} comment, a {@code Title:} line or a plain text line (a number). Other {@code Key: value} lines
 * (Author, Set, Copyright...) are metadata, and {@code Comment:} ... {@code Comment-End:} blocks are skipped whole.
 * A line starting with {@code #} outside a comment is a board row, where any other character is an error. Rows are
 * padded; the floor the player cannot reach is outside and becomes wall. Positions are the level's own rows and
 * columns (0-based from its first row and first character).
 */
public final class XsbFormat {

    private static final String BOARD_CHARACTERS = "# -_.$*@+";
    private static final String RLE_CHARACTERS = BOARD_CHARACTERS + "0123456789|()";
    /** More levels than any published collection holds: a file beyond it is not a collection. */
    public static final int MAX_LEVELS = 5000;
    /**
     * The most cells a level may have (1024×1024): far beyond any published level, and counted before anything is
     * expanded or allocated, so a few bytes of run-length text ({@code 9999#} rows) cannot become a level of tens of
     * millions of cells.
     */
    public static final int MAX_LEVEL_CELLS = 1 << 20;
    /** The clock is read once every this many lines plus one. */
    private static final int LINES_PER_CHECK = 4095;
    private static final Pattern METADATA = Pattern.compile("([A-Za-z][A-Za-z _-]{0,30}):(.*)");

    private XsbFormat() {
    }

    /**
     * A board as read, before its title is known for sure. A level broken in its text (a row with an unknown
     * character, a row too long, a control character in its title lines) keeps its first problem instead of its rows:
     * it is refused when it is built, the others of its collection still read.
     */
    private static final class Raw {
        final List<String> rows = new ArrayList<>();
        int width;
        final int firstLine;
        final String before;
        String after;
        Problem problem;

        Raw(int firstLine, String before, Problem problem) {
            this.firstLine = firstLine;
            this.before = before;
            this.problem = problem;
        }

        /** Keeps the level's first problem; its rows are not kept any more (nor counted). */
        void broken(Problem p) {
            if (problem == null) {
                problem = p;
            }
            rows.clear();
        }
    }

    /** What is wrong in a level's text, where: a 1-based line and column (0: the line as a whole). */
    private record Problem(int line, int column, String text) {
    }

    /**
     * Every level, read without limits.
     *
     * @param file the file name used in errors
     * @param text the text
     * @return the levels, in order
     * @throws FormatException at the first broken level, or when the text is no collection
     */
    public static List<SokobanLevel> parse(String file, String text) {
        return parse(file, text, Limits.none().start());
    }

    /**
     * Every level, read on {@code clock}: it is looked at every few thousand lines, and a limit reached or a cancel
     * stops the reading with {@link StoppedException}.
     *
     * @param file the file name used in errors
     * @param text the text
     * @param clock the reading's clock
     * @return the levels, in order
     * @throws FormatException at the first broken level, or when the text is no collection
     */
    public static List<SokobanLevel> parse(String file, String text, Budget clock) {
        List<SokobanLevel> levels = new ArrayList<>();
        for (Supplier<SokobanLevel> level : oneByOne(file, text, clock)) {
            levels.add(level.get());
        }
        return levels;
    }

    /**
     * Every level, each built when it is asked for: the text is read once, and a broken level (an unknown character,
     * no player, an open wall) is refused only when it is built, so the others of its collection still read. A file
     * that is no collection at all is refused at once.
     *
     * @param file the file name used in errors
     * @param text the text
     * @return a supplier per level, in order; a broken level's throws its {@link FormatException}
     */
    public static List<Supplier<SokobanLevel>> oneByOne(String file, String text) {
        return oneByOne(file, text, Limits.none().start());
    }

    /**
     * {@link #oneByOne(String, String)} read on {@code clock}: SLC's XML when it looks like XML, else XSB's text.
     *
     * @param file the file name used in errors
     * @param text the text
     * @param clock the reading's clock: a limit reached or a cancel stops the reading
     * @return a supplier per level, in order; a broken level's throws its {@link FormatException}
     */
    public static List<Supplier<SokobanLevel>> oneByOne(String file, String text, Budget clock) {
        return CollectionFormat.sniffed(text).oneByOne(file, text, clock);
    }

    /**
     * Every level with its number and title, each built when asked for (a broken one then throws its
     * {@link FormatException}): SLC's XML when the text looks like XML, else XSB's text.
     *
     * @param file the file name used in errors
     * @param text the text
     * @return the entries, in order
     */
    public static List<LevelEntry> levels(String file, String text) {
        return CollectionFormat.sniffed(text).levels(file, text, Limits.none().start());
    }

    /** The levels of a text collection (XSB, titled text, YASC's .sok), never read as XML. */
    static List<LevelEntry> textLevels(String file, String text, Budget clock) {
        List<Raw> raws = raws(file, text, clock);
        List<LevelEntry> out = new ArrayList<>(raws.size());
        for (int k = 0; k < raws.size(); k++) {
            Raw raw = raws.get(k);
            int number = k + 1;
            out.add(new LevelEntry(number, title(raw, number), () -> build(file, raw, number)));
        }
        return out;
    }

    /**
     * Every level's title, in order, broken levels' included.
     *
     * @param file the file name used in errors
     * @param text the text
     * @return the titles (the file's, or {@code level N})
     */
    public static List<String> titles(String file, String text) {
        return titles(file, text, Limits.none().start());
    }

    /**
     * {@link #titles(String, String)} read on {@code clock}.
     *
     * @param file the file name used in errors
     * @param text the text
     * @param clock the reading's clock: a limit reached or a cancel stops the reading
     * @return the titles (the file's, or {@code level N})
     */
    public static List<String> titles(String file, String text, Budget clock) {
        return CollectionFormat.sniffed(text).titles(file, text, clock);
    }

    private static String title(Raw raw, int number) {
        return raw.after != null && !raw.after.isEmpty() ? raw.after : raw.before != null ? raw.before : "level " + number;
    }

    private static SokobanLevel build(String file, Raw raw, int number) {
        String title = title(raw, number);
        String label = label(number, title);
        if (raw.problem != null) {
            throw new FormatException(file, raw.problem.line(), raw.problem.column(), label + ": " + raw.problem.text());
        }
        return level(file, raw.rows, raw.firstLine, title, label);
    }

    /**
     * The boards of a text collection with their titles, in order. Only a file that is no collection at all (no board,
     * more levels than {@link #MAX_LEVELS}) is refused here; what is wrong inside a level stays with that level.
     */
    private static List<Raw> raws(String file, String text, Budget clock) {
        String[] lines = text.split("\r?\n|\r", -1);
        List<Raw> raws = new ArrayList<>();
        Raw open = null;
        Raw justClosed = null;
        String pending = null;
        Problem pendingProblem = null; // a control character in the lines before the next board: that level's
        boolean inComment = false;
        for (int i = 0; i < lines.length; i++) {
            if ((i & LINES_PER_CHECK) == LINES_PER_CHECK) {
                checkClock(clock);
            }
            String line = stripEnd(lines[i]);
            int control = ControlCharacters.find(line);
            Problem controlProblem = control < 0 ? null
                    : new Problem(i + 1, control + 1, ControlCharacters.problem(line.charAt(control)));
            if (inComment) {
                if (controlProblem != null) {
                    // a comment is read too: the level it follows directly, else the next one, is broken
                    if (justClosed != null) {
                        justClosed.broken(controlProblem);
                    } else if (pendingProblem == null) {
                        pendingProblem = controlProblem;
                    }
                }
                if (key(line).equals("comment-end") || key(line).equals("comment_end")) {
                    inComment = false;
                }
                continue;
            }
            if (open != null && controlProblem != null) {
                // a line of an open board: that board is broken there and stays open (closed at it, its rest became
                // a made-up level and every later level's number moved on by one); a .sok Title: still names it
                open.broken(controlProblem);
                Matcher title = METADATA.matcher(ControlCharacters.visible(line));
                if (title.matches() && title.group(1).strip().equalsIgnoreCase("title") && open.after == null) {
                    open.after = title.group(2).strip();
                }
                continue;
            }
            List<String> rows;
            Problem bad = null;
            try {
                rows = boardRows(line);
            } catch (TooLarge e) {
                rows = null;
                bad = new Problem(i + 1, e.column + 1, "a run-length row expands to more than the " + MAX_LEVEL_CELLS
                        + " cells a level may have");
            }
            if (rows == null && bad == null && line.stripLeading().startsWith("#")) {
                // a row of walls with something else in it: a broken board row, not a title
                int column = firstUnknown(line);
                char c = line.charAt(column);
                bad = new Problem(i + 1, column + 1, ControlCharacters.is(c) ? ControlCharacters.problem(c)
                        : "unknown character '" + ControlCharacters.printable(c) + "' (expected # space - _ . $ * @ +)");
            }
            if (rows != null || bad != null) {
                if (open == null) {
                    if (raws.size() == MAX_LEVELS) {
                        throw new FormatException(file, i + 1, "more than " + MAX_LEVELS + " levels: not a collection"
                                + " this reader takes (split the file)");
                    }
                    open = new Raw(i + 1, pending, pendingProblem);
                    raws.add(open);
                    pending = null;
                    pendingProblem = null;
                }
                if (bad != null) {
                    open.broken(bad);
                } else if (open.problem == null) {
                    open.rows.addAll(rows);
                    for (String row : rows) {
                        open.width = Math.max(open.width, row.length());
                    }
                    long cells = (long) open.rows.size() * open.width;
                    if (cells > MAX_LEVEL_CELLS) {
                        open.broken(new Problem(i + 1, 0, open.rows.size() + " rows of up to " + open.width
                                + " cells, more than the " + MAX_LEVEL_CELLS + " cells a level may have"));
                    }
                }
                continue;
            }
            if (open != null) {
                justClosed = open;
                open = null;
            }
            String t = controlProblem == null ? line.strip() : ControlCharacters.visible(line);
            Matcher m = METADATA.matcher(t);
            boolean metadata = !t.startsWith(";") && !t.startsWith("'") && m.matches();
            if (controlProblem != null) {
                // never a title: the metadata of the board just closed (.sok: Title:, Author: after it) breaks that
                // board; any other line, the level it heads
                boolean nextTitle = justClosed != null && justClosed.after != null
                        && m.group(1).strip().equalsIgnoreCase("title"); // a second Title: heads the next level
                if (metadata && justClosed != null && !nextTitle) {
                    justClosed.broken(controlProblem);
                } else if (pendingProblem == null) {
                    pendingProblem = controlProblem;
                }
            }
            if (t.isEmpty()) {
                justClosed = null; // metadata after a blank line belongs to what follows
                continue;
            }
            if (t.startsWith(";") || t.startsWith("'")) {
                String comment = t.substring(1).strip();
                if (!comment.isEmpty()) {
                    pending = comment;
                }
                justClosed = null;
                continue;
            }
            if (metadata) {
                String key = m.group(1).strip().toLowerCase(Locale.ROOT);
                String value = m.group(2).strip();
                if (key.equals("title")) {
                    if (justClosed != null && justClosed.after == null) {
                        justClosed.after = value;
                    } else {
                        pending = value;
                    }
                } else if (key.equals("comment") && value.isEmpty()) {
                    inComment = true;
                }
                continue; // Author, Set, Copyright ...: metadata, not a title
            }
            pending = t;
            justClosed = null;
        }
        if (raws.isEmpty()) {
            if (pendingProblem != null) {
                throw new FormatException(file, pendingProblem.line(), pendingProblem.column(), pendingProblem.text());
            }
            throw new FormatException(file, 1, "no level found (expected rows of #, $, ., @ ...)"
                    + (SlcFormat.looksLikeXml(text) ? "; this text is SLC/XML: read it as slc" : ""));
        }
        if (pendingProblem != null) {
            // after the last level, with no level to head: the last level's (its trailing metadata), never dropped
            raws.get(raws.size() - 1).broken(pendingProblem);
        }
        return raws;
    }

    /** How errors name a level: its number in the file and its title. */
    static String label(int number, String title) {
        return title == null || title.equals("level " + number) ? "level " + number
                : "level " + number + " '" + title + "'";
    }

    private static String key(String line) {
        int colon = line.indexOf(':');
        return colon < 0 ? "" : line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
    }

    /** The board rows a line holds (one, or several in run-length form), or null when it is not a board line. */
    private static List<String> boardRows(String line) {
        if (line.isBlank()) {
            return null;
        }
        if (isBoardLine(line)) {
            return List.of(line);
        }
        for (int i = 0; i < line.length(); i++) {
            if (RLE_CHARACTERS.indexOf(line.charAt(i)) < 0) {
                return null;
            }
        }
        if (line.indexOf('#') < 0) {
            return null; // a level number, not a board
        }
        StringBuilder expanded = new StringBuilder();
        int[] at = {0};
        if (!expand(line, at, expanded, 0) || at[0] != line.length()) {
            return null;
        }
        List<String> rows = new ArrayList<>();
        for (String row : expanded.toString().split("\\|", -1)) {
            rows.add(stripEnd(row));
        }
        return rows;
    }

    /** A run-length line that expands past {@link #MAX_LEVEL_CELLS}: refused where the run starts. */
    private static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int column;

        TooLarge(int column) {
            super(null, null, false, false);
            this.column = column;
        }
    }

    /**
     * Expands run-length text from at[0] up to a closing parenthesis (depth > 0) or the end; false when malformed;
     * {@link TooLarge} before the text grows past a level's cells.
     */
    private static boolean expand(String s, int[] at, StringBuilder out, int depth) {
        while (at[0] < s.length()) {
            int runStart = at[0];
            char c = s.charAt(at[0]);
            if (c == ')') {
                return depth > 0;
            }
            int count = 1;
            if (Character.isDigit(c)) {
                int start = at[0];
                while (at[0] < s.length() && Character.isDigit(s.charAt(at[0]))) {
                    at[0]++;
                }
                if (at[0] - start > 4 || at[0] == s.length()) {
                    return false; // a run of more than 9999 cells, or a number with nothing to repeat
                }
                count = Integer.parseInt(s.substring(start, at[0]));
                c = s.charAt(at[0]);
            }
            if (c == '(') {
                at[0]++;
                StringBuilder group = new StringBuilder();
                if (depth > 8 || !expand(s, at, group, depth + 1) || at[0] >= s.length() || s.charAt(at[0]) != ')') {
                    return false;
                }
                at[0]++;
                if (out.length() + (long) group.length() * count > MAX_LEVEL_CELLS) {
                    throw new TooLarge(runStart);
                }
                out.append(String.valueOf(group).repeat(count));
            } else if (c == ')') {
                return false;
            } else {
                at[0]++;
                if (out.length() + (long) count > MAX_LEVEL_CELLS) {
                    throw new TooLarge(runStart);
                }
                out.append(String.valueOf(c).repeat(count));
            }
        }
        return depth == 0;
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

    static boolean isBoardLine(String line) {
        return firstUnknown(line) < 0 && line.indexOf('#') >= 0;
    }

    /** A level from its board rows (the first on {@code firstLine}); errors name it by {@code label}. */
    static SokobanLevel level(String file, List<String> rows, int firstLine, String title, String label) {
        int height = rows.size() + 2;
        int width = rows.stream().mapToInt(String::length).max().orElse(0) + 2;
        if ((long) rows.size() * (width - 2) > MAX_LEVEL_CELLS) {
            throw new FormatException(file, firstLine, label + ": " + rows.size() + " rows of up to " + (width - 2)
                    + " cells, more than the " + MAX_LEVEL_CELLS + " cells a level may have");
        }
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
                        throw new FormatException(file, firstLine + r - 1, c, label + " has a second player"
                                + " (the first is on line " + playerLine + ")");
                    }
                    player = cell;
                    playerLine = firstLine + r - 1;
                }
            }
        }
        if (player < 0) {
            throw new FormatException(file, firstLine, label + " has no player (@ or +)");
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
                    throw new FormatException(file, firstLine + cell / width - 1, cell % width, label
                            + " has a box or goal the player can never reach");
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
            String message = label + ": " + e.getMessage();
            throw e.position().map(p -> new FormatException(file, firstLine + p.row(), p.col() + 1, message))
                    .orElseGet(() -> new FormatException(file, firstLine, message));
        }
    }

    /** Reads the clock now: a limit reached or a cancel stops the reading with {@link StoppedException}. */
    static void checkClock(Budget clock) {
        if (!clock.check()) {
            throw new StoppedException(clock.stopReason());
        }
    }

    /** The line without its trailing spaces and tabs (SLC's rows as XSB's lines). */
    static String stripEnd(String s) {
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t')) {
            end--;
        }
        return s.substring(0, end);
    }
}
