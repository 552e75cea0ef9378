package org.gridpuzzle.adapter.file;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import org.gridpuzzle.application.error.InvalidInputException;

/**
 * Writes a file whole or not at all: a temporary file beside it, then a rename. The temporary file asks for
 * {@code rw-rw-rw-}, which the umask narrows as for any new file, so the result has the usual permissions
 * (0644 under umask 022), not the temporary file's private ones. Errors name the user's path and the reason.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    public static void write(Path file, String text) {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    public static void write(Path file, byte[] content) {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        if (Files.isDirectory(target)) {
            throw new InvalidInputException(file.toString(), "cannot write: it is a directory");
        }
        if (dir == null || !Files.isDirectory(dir)) {
            throw new InvalidInputException(file.toString(), "cannot write: no such folder " + dir);
        }
        Path tmp = null;
        try {
            tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp", permissions());
            Files.write(tmp, content);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (AccessDeniedException e) {
            throw new InvalidInputException(file.toString(), "cannot write: permission denied");
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(file.toString(), "cannot write: no such folder " + dir);
        } catch (FileSystemException e) {
            throw new InvalidInputException(file.toString(), "cannot write: " + (e.getReason() != null ? e.getReason()
                    : e.getClass().getSimpleName()));
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

    private static FileAttribute<?>[] permissions() {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        return posix ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-rw-rw-"))}
                : new FileAttribute<?>[0];
    }
}

