package org.gridpuzzle.format.sokoban;

import java.util.ArrayList;
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
        if (text.contains("<!DOCTYPE") || text.contains("<!ENTITY")) {
            throw new FormatException(file, lineAt(text, Math.max(text.indexOf("<!DOCTYPE"), text.indexOf("<!ENTITY"))),
                    "SLC/XML with a DOCTYPE or entity declarations is not read (SLC needs neither)");
        }
        if (!text.contains("</SokobanLevels>")) {
            throw new FormatException(file, lineAt(text, text.length()), "malformed SLC/XML: no closing"
                    + " </SokobanLevels> (a cut file?)");
        }
        List<SokobanLevel> levels = new ArrayList<>();
        Matcher level = LEVEL.matcher(text);
        int from = 0;
        while (level.find(from)) {
            int number = levels.size() + 1;
            if (number > XsbFormat.MAX_LEVELS) {
                throw new FormatException(file, lineAt(text, level.start()), "more than " + XsbFormat.MAX_LEVELS
                        + " levels: not a collection this reader takes");
            }
            Matcher id = ID.matcher(level.group(1));
            String title = id.find() ? decode(file, text, level.start(), id.group(2) != null ? id.group(2) : id.group(3))
                    .strip() : "";
            title = title.isEmpty() ? "level " + number : title;
            String label = XsbFormat.label(number, title);
            if (!level.group(2).isEmpty()) {
                throw new FormatException(file, lineAt(text, level.start()), label + " has no rows");
            }
            Matcher end = LEVEL_END.matcher(text);
            if (!end.find(level.end())) {
                throw new FormatException(file, lineAt(text, level.start()), label + ": no closing </Level>");
            }
            List<String> rows = new ArrayList<>();
            int firstLine = 0;
            Matcher row = ROW.matcher(text).region(level.end(), end.start());
            while (row.find()) {
                int line = lineAt(text, row.start());
                firstLine = firstLine == 0 ? line : firstLine;
                String cells = row.group(1) == null ? "" : decode(file, text, row.start(), row.group(1));
                cells = cells.replaceAll("[ \\t]+$", "");
                if (!cells.isEmpty() && !XsbFormat.isBoardLine(cells)) {
                    throw new FormatException(file, line, label + ": row " + (rows.size() + 1)
                            + " is not a board row (expected # space - _ . $ * @ +)");
                }
                rows.add(cells);
            }
            if (rows.isEmpty()) {
                throw new FormatException(file, lineAt(text, level.start()), label + " has no rows");
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
    private static String decode(String file, String text, int at, String data) {
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
                        throw new FormatException(file, lineAt(text, at), "unknown entity '&" + ref + ";'");
                    }
                    int code = ref.startsWith("#x") ? Integer.parseInt(ref.substring(2), 16)
                            : Integer.parseInt(ref.substring(1));
                    if (!Character.isValidCodePoint(code) || code == 0) {
                        throw new FormatException(file, lineAt(text, at), "invalid character reference '&" + ref + ";'");
                    }
                    yield new String(Character.toChars(code));
                }
            };
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static int lineAt(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
