package org.gridpuzzle.format;

/**
 * Numbers as our formats write them: ASCII only. {@link Integer#parseInt} and {@link Character#digit} also accept
 * the digits of other scripts (Arabic-Indic, full-width...), which would let a file that looks wrong read as valid.
 */
public final class AsciiNumbers {

    private AsciiNumbers() {
    }

    /**
     * 0-9, then a-z or A-Z as 10..35; -1 for any other character.
     *
     * @param ch the character
     * @return its value in base 36, or -1
     */
    public static int digit36(char ch) {
        if (ch >= '0' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'a' && ch <= 'z') {
            return ch - 'a' + 10;
        }
        if (ch >= 'A' && ch <= 'Z') {
            return ch - 'A' + 10;
        }
        return -1;
    }

    /**
     * A decimal int with an optional sign, ASCII digits only; NumberFormatException otherwise or on overflow.
     *
     * @param s the text, a sign and digits, nothing around them
     * @return the number
     * @throws NumberFormatException if the text is not such a number or does not fit an int
     */
    public static int parseInt(String s) {
        int start = s.startsWith("-") || s.startsWith("+") ? 1 : 0;
        if (s.length() == start) {
            throw new NumberFormatException("not a number: '" + s + "'");
        }
        for (int i = start; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                throw new NumberFormatException("not a number: '" + s + "'");
            }
        }
        return Integer.parseInt(s);
    }
}
