package org.gridpuzzle.format;

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) are never a symbol, a colour, a number or a
 * title: a terminal's colour code pasted into a puzzle ({@code ESC [31m}) was read as five region symbols, and a title
 * holding one would drive the terminal it is printed on. Every reader refuses them where they stand.
 */
public final class ControlCharacters {

    private static final String[] C0 = {"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT",
        "FF", "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS",
        "GS", "RS", "US"};

    private ControlCharacters() {
    }

    /**
     * Whether a character is a control character other than tab, line feed and carriage return.
     *
     * @param c the character
     * @return true for a C0 control character but those three, DEL, or a C1 control character
     */
    public static boolean is(char c) {
        return c < 0x20 ? c != '\t' && c != '\n' && c != '\r' : c >= 0x7f && c <= 0x9f;
    }

    /**
     * The index of the first control character of {@code text} in [from, to), or -1.
     *
     * @param text the text
     * @param from the first index searched
     * @param to the index after the last one searched
     * @return the index, or -1 when there is none
     */
    public static int find(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (is(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The index of the first control character of {@code text}, or -1.
     *
     * @param text the text
     * @return the index, or -1 when there is none
     */
    public static int find(CharSequence text) {
        return find(text, 0, text.length());
    }

    /**
     * Whether a character may not stand in a one-line text such as a title: a control character, or a line break (a
     * carriage return in a title printed on a terminal writes the rest of it over its start).
     *
     * @param c the character
     * @return true for a control character, a line feed or a carriage return
     */
    public static boolean isInLine(char c) {
        return is(c) || c == '\n' || c == '\r';
    }

    /**
     * The index of the first character of a one-line text that {@link #isInLine} refuses, or -1.
     *
     * @param text the text
     * @return the index, or -1 when there is none
     */
    public static int findInLine(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            if (isInLine(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A one-line text (a title) as it may be shown: its control characters and line breaks as U+FFFD, stripped. A title
     * is printed, and must not drive the terminal it is printed on.
     *
     * @param s the text
     * @return the text to show
     */
    public static String visible(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            out.append(isInLine(s.charAt(i)) ? '\uFFFD' : s.charAt(i));
        }
        return out.toString().strip();
    }

    /**
     * A character as a message quotes it: itself, or its code ({@code \\u000d}) when it is no printable character.
     *
     * @param c the character
     * @return the character, or its code for a C0 control character, DEL or a C1 control character
     */
    public static String printable(char c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }

    /**
     * The problem a control character is: {@code a control character (ESC, U+001B): ...}; a line break, in a one-line
     * text: {@code a line break (CR, U+000D) ...}.
     *
     * @param c a control character or a line break
     * @return the problem, for a {@link FormatException}
     */
    public static String problem(char c) {
        String name = c < 0x20 ? C0[c] + ", " : c == 0x7f ? "DEL, " : "";
        if (c == '\n' || c == '\r') {
            return String.format("a line break (%sU+%04X) inside a title, which is one line", name, (int) c);
        }
        return String.format("a control character (%sU+%04X): the readers take printable text, tabs and line breaks"
                + " only%s", name, (int) c, c == 0x1b ? " (a terminal's escape code pasted in?)" : "");
    }

    /**
     * The text as it is when it holds no control character; else the first one refused at its line and column (1-based,
     * lines ended by line feeds).
     *
     * @param source the file name used in the error
     * @param text the text
     * @return the text itself
     * @throws FormatException at the first control character
     */
    public static String refuse(String source, String text) {
        int at = find(text);
        if (at >= 0) {
            int line = 1;
            int lineStart = 0;
            for (int i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) {
                line++;
                lineStart = i + 1;
            }
            throw new FormatException(source, line, at - lineStart + 1, problem(text.charAt(at)));
        }
        return text;
    }
}
