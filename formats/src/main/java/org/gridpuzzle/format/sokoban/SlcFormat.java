package org.gridpuzzle.format.sokoban;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.FormatException;

/**
 * SLC, the XML collections of Sokoban YASC, JSoko and letslogic: {@code <Level Id="title">} elements holding one
 * {@code <L>} element per board row. Read on the string, as every format here is (no I/O, no XML library): only the
 * elements SLC defines are looked at, character references and the five predefined entities are decoded, and a
 * DOCTYPE is refused, so a file can never make the reader fetch or expand anything.
 */
final class SlcFormat {

    private static final Pattern LEVEL = Pattern.compile("<Level\\b([^>]*?)(/?)>", Pattern.DOTALL);
    private static final Pattern LEVEL_END = Pattern.compile("</Level\\s*>");
    private static final Pattern ROW = Pattern.compile("<L\\s*>(.*?)</L\\s*>|<L\\s*/>", Pattern.DOTALL);
    private static final Pattern ID = Pattern.compile("\\bId\\s*=\\s*(\"([^\"]*)\"|'([^']*)')");
    private static final Pattern REFERENCE = Pattern.compile("&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[A-Za-z]+);");

    private SlcFormat() {
    }

    static boolean looksLikeXml(String text) {
        String t = (text.startsWith("\uFEFF") ? text.substring(1) : text).stripLeading();
        return t.startsWith("<?xml") || t.startsWith("<SokobanLevels");
    }

    static List<SokobanLevel> parse(String file, String text) {
        Lines lines = new Lines(text);
        if (text.contains("<!DOCTYPE") || text.contains("<!ENTITY")) {
            throw new FormatException(file, lines.at(Math.max(text.indexOf("<!DOCTYPE"), text.indexOf("<!ENTITY"))),
                    "SLC/XML with a DOCTYPE or entity declarations is not read (SLC needs neither)");
        }
        if (!text.contains("</SokobanLevels>")) {
            throw new FormatException(file, lines.at(text.length()), "malformed SLC/XML: no closing"
                    + " </SokobanLevels> (a cut file?)");
        }
        List<SokobanLevel> levels = new ArrayList<>();
        Matcher level = LEVEL.matcher(text);
        int from = 0;
        while (level.find(from)) {
            int number = levels.size() + 1;
            if (number > XsbFormat.MAX_LEVELS) {
                throw new FormatException(file, lines.at(level.start()), "more than " + XsbFormat.MAX_LEVELS
                        + " levels: not a collection this reader takes");
            }
            Matcher id = ID.matcher(level.group(1));
            String title = id.find() ? decode(file, lines, level.start(), id.group(2) != null ? id.group(2) : id.group(3))
                    .strip() : "";
            title = title.isEmpty() ? "level " + number : title;
            String label = XsbFormat.label(number, title);
            if (!level.group(2).isEmpty()) {
                throw new FormatException(file, lines.at(level.start()), label + " has no rows");
            }
            Matcher end = LEVEL_END.matcher(text);
            if (!end.find(level.end())) {
                throw new FormatException(file, lines.at(level.start()), label + ": no closing </Level>");
            }
            List<String> rows = new ArrayList<>();
            int firstLine = 0;
            Matcher row = ROW.matcher(text).region(level.end(), end.start());
            while (row.find()) {
                int line = lines.at(row.start());
                firstLine = firstLine == 0 ? line : firstLine;
                String cells = row.group(1) == null ? "" : decode(file, lines, row.start(), row.group(1));
                cells = cells.replaceAll("[ \\t]+$", "");
                if (!cells.isEmpty() && !XsbFormat.isBoardLine(cells)) {
                    throw new FormatException(file, line, label + ": row " + (rows.size() + 1)
                            + " is not a board row (expected # space - _ . $ * @ +)");
                }
                rows.add(cells);
            }
            if (rows.isEmpty()) {
                throw new FormatException(file, lines.at(level.start()), label + " has no rows");
            }
            levels.add(XsbFormat.level(file, rows, firstLine, title, label));
            from = end.end();
        }
        if (levels.isEmpty()) {
            throw new FormatException(file, 1, "no <Level> found in this SLC/XML collection");
        }
        return levels;
    }

    /** Character data with its references decoded; an unknown entity is an error at its line. */
    private static String decode(String file, Lines lines, int at, String data) {
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
    }
}
