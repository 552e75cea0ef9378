package org.gridpuzzle.adapter.file;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.gridpuzzle.application.error.InvalidInputException;

/**
 * A file's bytes as text: UTF-8 when they are UTF-8, else Windows-1252 (the encoding of the older collections, such
 * as sokobano.de's, which is ISO-8859-1 with printable characters in 0x80-0x9F). Never a silent wrong guess: binary
 * data, and a file mixing UTF-8 sequences with single Windows-1252 bytes, are refused with the line of the evidence.
 */
public final class TextDecoding {

    static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private TextDecoding() {
    }

    public static String decode(String name, byte[] bytes) {
        int nul = indexOf(bytes, (byte) 0);
        if (nul >= 0) {
            throw new InvalidInputException(name, lineOf(bytes, nul), 0, "a binary file, not text (a NUL byte at"
                    + " byte " + (nul + 1) + ")");
        }
        try {
            return strict(StandardCharsets.UTF_8).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notUtf8) {
            int multibyte = firstUtf8Sequence(bytes);
            if (multibyte >= 0) {
                int bad = firstInvalidUtf8(bytes);
                throw new InvalidInputException(name, lineOf(bytes, bad), 0, "mixed encodings: UTF-8 text (line "
                        + lineOf(bytes, multibyte) + ") beside a line that is not (line " + lineOf(bytes, bad)
                        + "); save the file in one encoding, UTF-8 preferably");
            }
            try {
                return strict(WINDOWS_1252).decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException neither) {
                int bad = firstUndefined1252(bytes);
                throw new InvalidInputException(name, lineOf(bytes, bad), 0, "neither UTF-8 nor Windows-1252 text"
                        + " (byte 0x" + Integer.toHexString(bytes[bad] & 0xff) + " at line " + lineOf(bytes, bad) + ")");
            }
        }
    }

    private static CharsetDecoder strict(Charset charset) {
        return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    private static int indexOf(byte[] bytes, byte b) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The start of the first line that is UTF-8 with a multi-byte character in it (evidence of UTF-8 text), or -1.
     * Lines are judged whole: a Windows-1252 or GBK line may hold a byte run that happens to be well-formed UTF-8,
     * but not a whole line of it beside its other bytes.
     */
    private static int firstUtf8Sequence(byte[] bytes) {
        int start = 0;
        while (start < bytes.length) {
            int end = start;
            boolean valid = true;
            boolean multibyte = false;
            while (end < bytes.length && bytes[end] != '\n') {
                int length = sequenceLength(bytes, end);
                if (length == 0) {
                    valid = false;
                    length = 1;
                }
                multibyte |= length > 1;
                end += length;
            }
            if (valid && multibyte) {
                return start;
            }
            start = end + 1;
        }
        return -1;
    }

    private static int firstInvalidUtf8(byte[] bytes) {
        int i = 0;
        while (i < bytes.length) {
            int length = sequenceLength(bytes, i);
            if (length == 0) {
                return i;
            }
            i += length;
        }
        return 0;
    }

    /** The length of the well-formed UTF-8 sequence at i (1 for ASCII), or 0 when none starts there. */
    private static int sequenceLength(byte[] bytes, int i) {
        int b = bytes[i] & 0xff;
        if (b < 0x80) {
            return 1;
        }
        int length = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
        if (length == 0 || i + length > bytes.length) {
            return 0;
        }
        for (int k = 1; k < length; k++) {
            if ((bytes[i + k] & 0xC0) != 0x80) {
                return 0;
            }
        }
        return length;
    }

    private static int firstUndefined1252(byte[] bytes) {
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xff;
            if (b == 0x81 || b == 0x8D || b == 0x8F || b == 0x90 || b == 0x9D) {
                return i;
            }
        }
        return 0;
    }

    private static int lineOf(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }
}
