package org.gridpuzzle.adapter.file;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import org.gridpuzzle.application.error.InvalidInputException;

/**
 * An input read whole, but never more than {@link #MAX_BYTES}: a regular file is sized before a byte is read, a
 * stream (standard input, a FIFO, {@code /dev/zero}) is read in pieces and refused one byte past the cap, so an input
 * that never ends costs a fraction of a second and no more memory than the cap.
 */
final class BoundedInput {

    /** Far beyond any puzzle file (a 2000×2000 Flood-It board is 8 MB), far below a heap. */
    static final int MAX_BYTES = 64 << 20;

    private static final int PIECE = 64 << 10;

    private BoundedInput() {
    }

    static byte[] file(String shown, Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (attributes.isRegularFile() && attributes.size() > MAX_BYTES) {
            throw tooLarge(shown, attributes.size());
        }
        if (attributes.isDirectory()) {
            throw new InvalidInputException(shown, "is a directory, not a file");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return stream(shown, in);
        }
    }

    static byte[] stream(String shown, InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] piece = new byte[PIECE];
        int n;
        while ((n = in.read(piece)) >= 0) {
            if (out.size() + (long) n > MAX_BYTES) {
                throw tooLarge(shown, -1);
            }
            out.write(piece, 0, n);
        }
        return out.toByteArray();
    }

    private static InvalidInputException tooLarge(String shown, long size) {
        return new InvalidInputException(shown, (size >= 0 ? "is " + size + " bytes, " : "goes on past ")
                + "more than the " + (MAX_BYTES >> 20) + " MiB an input may have");
    }
}
