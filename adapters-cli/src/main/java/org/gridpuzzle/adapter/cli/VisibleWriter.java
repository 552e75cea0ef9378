package org.gridpuzzle.adapter.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * Answers on a terminal with every control character an input brought along shown as {@code \\u001b} instead of acted
 * on (a level title with an escape sequence must not redraw the user's terminal), as error lines already are; line
 * breaks and tabs pass. Bidirectional overrides are shown too, so a title cannot reorder the line it is on.
 */
public final class VisibleWriter extends FilterWriter {

    public VisibleWriter(Writer out) {
        super(out);
    }

    @Override
    public void write(int c) throws IOException {
        if (hidden(c)) {
            out.write(String.format("\\u%04x", c));
        } else {
            out.write(c);
        }
    }

    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
        int start = offset;
        int end = offset + length;
        for (int i = offset; i < end; i++) {
            if (hidden(buffer[i])) {
                out.write(buffer, start, i - start);
                write(buffer[i]);
                start = i + 1;
            }
        }
        out.write(buffer, start, end - start);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        write(text.toCharArray(), offset, length);
    }

    static boolean hidden(int c) {
        return c != '\n' && c != '\r' && c != '\t' && Character.getType(c) == Character.CONTROL
                || c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069;
    }
}
