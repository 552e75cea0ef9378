package org.gridpuzzle.format.sokoban;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;

/**
 * SLC, the XML collections of Sokoban YASC, JSoko and letslogic: {@code <Level Id="title">} elements holding one
 * {@code <L>} element per board row. Read on the string, as every format here is (no I/O, no XML library): only the
 * elements SLC defines are looked at, character references and the five predefined entities are decoded, and a
 * DOCTYPE is refused, so a file can never make the reader fetch or expand anything.
 *
 * <p>One pass from left to right: every search starts where the last one ended, so no character is looked at more
 * than a few times, whatever the text holds (an unclosed {@code <L>} made the row pattern scan to the level's end for
 * every row: 20,000 of them took 10 s; a row of 200,000 spaces took 17 s to trim by a regular expression). Row
 * character data ends at the next {@code <}, as XML has it, so an {@code <L>} without its {@code </L>} is refused at
 * its line. The clock is read every {@value #ROWS_PER_CHECK} rows.
 */
final class SlcFormat {

    private static final String LEVEL_OPEN = "<Level";
    private static final String LEVEL_CLOSE = "</Level";
    private static final String ROW_CLOSE = "</L";
    private static final Pattern ID = Pattern.compile("\\bId\\s*=\\s*(\"([^\"]*)\"|'([^']*)')");
    private static final Pattern REFERENCE = Pattern.compile("&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[A-Za-z]+);");
    private static final int ROWS_PER_CHECK = 1024;

    private SlcFormat() {
    }

    static boolean looksLikeXml(String text) {
        String t = (text.startsWith("\uFEFF") ? text.substring(1) : text).stripLeading();
        return t.startsWith("<?xml") || t.startsWith("<SokobanLevels");
    }

    static List<SokobanLevel> parse(String file, String text, Budget clock) {
        List<SokobanLevel> levels = new ArrayList<>();
        for (LevelEntry entry : entries(file, text, clock)) {
            levels.add(entry.level().get());
        }
        return levels;
    }

    /**
     * Every level with its title, a broken one refused only when it is built. What is wrong inside a level (a row, its
     * Id, its closing tag missing before the next level) stays with that level; a file that is no SLC collection (no
     * closing {@code </SokobanLevels>}, a DOCTYPE, no level) is refused at once.
     */
    static List<LevelEntry> entries(String file, String text, Budget clock) {
        Lines lines = new Lines(text);
        int doctype = Math.max(text.indexOf("<!DOCTYPE"), text.indexOf("<!ENTITY"));
        if (doctype >= 0) {
            throw new FormatException(file, lines.at(doctype),
                    "SLC/XML with a DOCTYPE or entity declarations is not read (SLC needs neither)");
        }
        if (!text.contains("</SokobanLevels>")) {
            throw new FormatException(file, lines.at(text.length()), "malformed SLC/XML: no closing"
                    + " </SokobanLevels> (a cut file?)");
        }
        XsbFormat.checkClock(clock);
        List<LevelEntry> levels = new ArrayList<>();
        int from = 0;
        for (int start = levelStart(text, from); start >= 0; start = levelStart(text, from)) {
            refuseControls(file, text, lines, from, start);
            int number = levels.size() + 1;
            if (number > XsbFormat.MAX_LEVELS) {
                throw new FormatException(file, lines.at(start), "more than " + XsbFormat.MAX_LEVELS
                        + " levels: not a collection this reader takes");
            }
            int tagEnd = text.indexOf('>', start);
            if (tagEnd < 0) {
                throw new FormatException(file, lines.at(start), "level " + number + ": the <Level tag is not closed"
                        + " by '>'");
            }
            // the level ends at its </Level>, or where the next one starts when that comes first: its </Level> is
            // looked for before the next <Level> only (searched to the end, 4,000 unclosed levels took 1.8 s a MB)
            int next = levelStart(text, tagEnd + 1);
            int[] end = closingTag(text, LEVEL_CLOSE, tagEnd + 1, next >= 0 ? next : text.length());
            boolean closed = end != null;
            int spanEnd = closed ? end[1] : next >= 0 ? next : text.length();
            from = spanEnd;
            String title = "level " + number;
            try {
                String attributes = text.substring(start + LEVEL_OPEN.length(), tagEnd);
                Matcher id = ID.matcher(attributes);
                // XML makes a tab or line break written as such in an attribute a space; &#13; stays a line break
                String given = id.find() ? decode(file, lines, start, (id.group(2) != null ? id.group(2)
                        : id.group(3)).replaceAll("[\t\r\n]", " ")) : "";
                // shown and checked before it is stripped: strip() takes U+001C-U+001F for blanks
                title = given.isBlank() ? title : ControlCharacters.visible(given);
                String label = XsbFormat.label(number, title);
                int control = ControlCharacters.find(text, start, spanEnd);
                if (control >= 0) {
                    throw new FormatException(file, lines.at(control), lines.column(control), label + ": "
                            + ControlCharacters.problem(text.charAt(control)));
                }
                int inTitle = ControlCharacters.findInLine(given);
                if (inTitle >= 0) {
                    throw new FormatException(file, lines.at(start), label + ": its Id: "
                            + ControlCharacters.problem(given.charAt(inTitle)));
                }
                if (attributes.endsWith("/")) {
                    throw new FormatException(file, lines.at(start), label + " has no rows");
                }
                if (!closed) {
                    // at the next level's tag, where its </Level> was due; else at its own
                    throw new FormatException(file, lines.at(next >= 0 ? next : start), label + ": no closing </Level>"
                            + (next >= 0 ? " before the next <Level>" : ""));
                }
                Rows rows = rows(file, text, lines, tagEnd + 1, end[0], label, clock);
                if (rows.cells().isEmpty()) {
                    throw new FormatException(file, lines.at(start), label + " has no rows");
                }
                SokobanLevel level = XsbFormat.level(file, rows.cells(), rows.firstLine(), title, label);
                levels.add(new LevelEntry(number, title, () -> level));
            } catch (FormatException broken) {
                levels.add(new LevelEntry(number, title, () -> {
                    throw broken;
                }));
            }
            XsbFormat.checkClock(clock);
        }
        refuseControls(file, text, lines, from, text.length());
        if (levels.isEmpty()) {
            throw new FormatException(file, 1, "no <Level> found in this SLC/XML collection");
        }
        return levels;
    }

    /** A control character between levels (the collection's Title, Description...) is the file's: refused at once. */
    private static void refuseControls(String file, String text, Lines lines, int from, int to) {
        int control = ControlCharacters.find(text, from, to);
        if (control >= 0) {
            throw new FormatException(file, lines.at(control), lines.column(control),
                    ControlCharacters.problem(text.charAt(control)));
        }
    }

    /** A level's rows as read, and the line of the first. */
    private record Rows(List<String> cells, int firstLine) {
    }

    /** The rows of one level: every {@code <L>...</L>} and {@code <L/>} between {@code from} and {@code to}. */
    private static Rows rows(String file, String text, Lines lines, int from, int to, String label, Budget clock) {
        List<String> rows = new ArrayList<>();
        int firstLine = 0;
        int at = from;
        while (true) {
            int open = text.indexOf("<L", at);
            if (open < 0 || open >= to) {
                return new Rows(rows, firstLine);
            }
            int after = skipSpace(text, open + 2, to);
            if (after < to && text.charAt(after) == '/' && after + 1 < to && text.charAt(after + 1) == '>') {
                rows.add("");
                at = after + 2;
            } else if (after < to && text.charAt(after) == '>') {
                int dataEnd = text.indexOf('<', after + 1);
                int[] close = dataEnd < 0 || dataEnd >= to ? null : closingTagAt(text, ROW_CLOSE, dataEnd);
                int line = lines.at(open);
                if (close == null) {
                    throw new FormatException(file, line, label + ": row " + (rows.size() + 1)
                            + " is not closed: <L> needs its </L> before the next tag");
                }
                String cells = XsbFormat.stripEnd(decode(file, lines, open, text.substring(after + 1, dataEnd)));
                if (!cells.isEmpty() && !XsbFormat.isBoardLine(cells)) {
                    throw new FormatException(file, line, label + ": row " + (rows.size() + 1)
                            + " is not a board row (expected # space - _ . $ * @ +)");
                }
                rows.add(cells);
                at = close[1];
            } else {
                at = open + 2; // another element whose name starts with L
                continue;
            }
            firstLine = firstLine == 0 ? lines.at(open) : firstLine;
            if (rows.size() % ROWS_PER_CHECK == 0) {
                XsbFormat.checkClock(clock);
            }
        }
    }

    /** The next {@code <Level} tag (not {@code <LevelCollection}) at or after {@code from}, or -1. */
    private static int levelStart(String text, int from) {
        for (int i = text.indexOf(LEVEL_OPEN, from); i >= 0; i = text.indexOf(LEVEL_OPEN, i + 1)) {
            if (isLevelTag(text, i)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a {@code <Level} tag (not {@code <LevelCollection}) starts at {@code at}. */
    private static boolean isLevelTag(String text, int at) {
        int next = at + LEVEL_OPEN.length();
        return text.startsWith(LEVEL_OPEN, at) && (next >= text.length() || !isNameCharacter(text.charAt(next)));
    }

    /** The first closing tag {@code name\s*>} starting in [from, to): its start and the offset past it, or null. */
    private static int[] closingTag(String text, String name, int from, int to) {
        // not indexOf: it would run on past {@code to} to the next occurrence, the file's end for unclosed levels
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == '<') {
                int[] found = closingTagAt(text, name, i);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The closing tag {@code name\s*>} exactly at {@code at}: its start and the offset past it, or null. */
    private static int[] closingTagAt(String text, String name, int at) {
        if (!text.startsWith(name, at)) {
            return null;
        }
        int after = skipSpace(text, at + name.length(), text.length());
        return after < text.length() && text.charAt(after) == '>' ? new int[] {at, after + 1} : null;
    }

    private static int skipSpace(String text, int from, int to) {
        int i = from;
        while (i < to && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isNameCharacter(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == ':';
    }

    /** Character data with its references decoded; an unknown entity is an error at its line. */
    private static String decode(String file, Lines lines, int at, String data) {
        if (data.indexOf('&') < 0) {
            return data;
        }
        Matcher m = REFERENCE.matcher(data);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String ref = m.group(1);
            String value = switch (ref) {
                case "amp" -> "&";
                case "lt" -> "<";
                case "gt" -> ">";
                case "quot" -> "\"";
                case "apos" -> "'";
                default -> {
                    if (!ref.startsWith("#")) {
                        throw new FormatException(file, lines.at(at), "unknown entity '&" + ref + ";'");
                    }
                    int code = ref.startsWith("#x") ? Integer.parseInt(ref.substring(2), 16)
                            : Integer.parseInt(ref.substring(1));
                    if (!Character.isValidCodePoint(code) || code == 0) {
                        throw new FormatException(file, lines.at(at), "invalid character reference '&" + ref + ";'");
                    }
                    yield new String(Character.toChars(code));
                }
            };
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * Line numbers of offsets, from the newlines found once: a level of many rows asks for each row's line, and counting
     * from the start each time made reading quadratic (20,000 rows took 13 s).
     */
    private static final class Lines {

        private final int[] newlines;
        private final int count;

        Lines(String text) {
            int[] found = new int[16];
            int n = 0;
            for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
                if (n == found.length) {
                    found = Arrays.copyOf(found, n * 2);
                }
                found[n++] = i;
            }
            this.newlines = found;
            this.count = n;
        }

        /** The 1-based line of an offset: one more than the newlines before it. */
        int at(int offset) {
            int i = Arrays.binarySearch(newlines, 0, count, offset);
            return (i >= 0 ? i : -i - 1) + 1;
        }

        /** The 1-based column of an offset in its line. */
        int column(int offset) {
            int line = at(offset);
            return offset - (line == 1 ? 0 : newlines[line - 2] + 1) + 1;
        }
    }
}
