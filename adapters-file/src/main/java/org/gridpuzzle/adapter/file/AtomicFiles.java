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

    /**
     * Fails as {@link #write} would for a directory in the way or a missing or read-only folder; leaves nothing behind.
     * The folder is probed by creating (and deleting) a temporary file, the one test that also holds for root and for
     * folders, like those of /proc, that refuse new files whatever their permissions say.
     */
    public static void checkWritable(Path file) {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        if (Files.isDirectory(target)) {
            throw new InvalidInputException(file.toString(), "cannot write: it is a directory");
        }
        if (dir == null || !Files.isDirectory(dir)) {
            throw new InvalidInputException(file.toString(), "cannot write: no such folder " + dir);
        }
        if (Files.exists(target) && !Files.isWritable(target)) {
            throw new InvalidInputException(file.toString(), "cannot write: permission denied");
        }
        Path probe = null;
        try {
            probe = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        } catch (IOException e) {
            throw failure(file, dir, e);
        } finally {
            deleteQuietly(probe);
        }
    }

    public static void write(Path file, byte[] content) {
        checkWritable(file);
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp", permissions());
            Files.write(tmp, content);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw failure(file, dir, e);
        } finally {
            deleteQuietly(tmp);
        }
    }

    private static InvalidInputException failure(Path file, Path dir, IOException e) {
        String why;
        if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof NoSuchFileException) {
            // the folder was there a moment ago: it went away, or it is one (like /proc) that takes no new files
            why = Files.isDirectory(dir) ? "the folder " + dir + " does not take new files" : "no such folder " + dir;
        } else if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            why = ((FileSystemException) e).getReason();
        } else {
            why = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        }
        return new InvalidInputException(file.toString(), "cannot write: " + why);
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // the rename succeeded or the write failed already; nothing more to do
            }
        }
    }

    private static FileAttribute<?>[] permissions() {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        return posix ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-rw-rw-"))}
                : new FileAttribute<?>[0];
    }
}

