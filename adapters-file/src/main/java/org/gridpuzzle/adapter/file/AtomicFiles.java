package org.gridpuzzle.adapter.file;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.gridpuzzle.application.error.InvalidInputException;

/** Writes a file whole or not at all: a temporary file beside it, then a rename. */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    public static void write(Path file, String text) {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new InvalidInputException(file.toString(), "cannot write: " + e.getMessage());
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the rename succeeded or the write failed already; nothing more to do
                }
            }
        }
    }
}
