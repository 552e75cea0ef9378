package org.gridpuzzle.adapter.file;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.OutputStoppedException;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;

/**
 * Every file we write, by one rule:
 * <ul>
 * <li>a new name or a regular file is written whole or not at all: a temporary file beside it, then a rename; a file
 * that was there keeps its permissions (a private file stays private) and, where we may set them (as root), its
 * owner and group;</li>
 * <li>a symbolic link is followed: the file it points to is written by this rule (a regular file is replaced
 * beside itself, so the link stays a link and keeps pointing at it; a dangling link's target is created);</li>
 * <li>a FIFO, a device, {@code /dev/stdout} and anything under {@code /dev} or {@code /proc} are written in place as
 * a stream: never renamed over, never created;</li>
 * <li>a directory is refused.</li>
 * </ul>
 * A stream is opened and written on a thread of its own within the run's limits: a FIFO nobody reads holds its open
 * (and a full pipe its write) as long as it likes, and the run's time limit or Ctrl-C ends the wait, as for every
 * other phase.
 * Errors name the user's path and the reason. New files get {@code rw-rw-rw-} narrowed by the umask, as for any
 * program (0644 under umask 022).
 */
public final class OutputFiles {

    /** As the kernel's ELOOP: more links than this in a row is a loop. */
    private static final int MAX_LINKS = 40;
    /** How often a waiting stream looks at the clock and Ctrl-C. */
    private static final long POLL_MILLIS = 20;
    /**
     * A stream always gets this long, even when the run's time is up already (its answer took the whole limit): a
     * reader that is there takes the answer in a moment, and the run still ends within half a second of its limit.
     */
    private static final long GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(250);
    /** The longest file name (in bytes) of the usual file systems (ext4, XFS, Btrfs, tmpfs): NAME_MAX. */
    private static final int NAME_MAX = 255;
    /**
     * The most bytes of the file's own name a temporary file's name takes: the temporary name adds a dot, up to 20
     * random digits and {@code .tmp}, and must itself be a name the folder takes.
     */
    private static final int TEMP_STEM = 100;
    /** The file type bits of {@code unix:mode}, and a FIFO's. */
    private static final int S_IFMT = 0170000;
    private static final int S_IFIFO = 0010000;

    private OutputFiles() {
    }

    /** Where a write goes, and how. */
    private enum Way { CREATE, REPLACE, STREAM }

    private record Target(Way way, Path path, BasicFileAttributes old) {
    }

    public static void write(Path file, String text) {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    public static void write(Path file, byte[] content) {
        write(file, content, Limits.none());
    }

    /**
     * Writes by the rule above; a stream that waits (a FIFO nobody reads) stops at the time limit or on cancellation
     * of {@code limits} with {@link OutputStoppedException}.
     */
    public static void write(Path file, byte[] content, Limits limits) {
        Target target = target(file);
        checkWritable(file, target);
        if (target.way() == Way.STREAM) {
            stream(file, target.path(), content, limits);
        } else {
            whole(file, target, content);
        }
    }

    /**
     * Fails as {@link #write} would for a directory in the way, a missing or read-only folder, or a device that may
     * not be written; leaves nothing behind and opens no stream (a FIFO without a reader would block). The folder of
     * a new or replaced file is probed by creating (and deleting) a temporary file, the one test that also holds for
     * root and for folders that refuse new files whatever their permissions say.
     */
    public static void checkWritable(Path file) {
        checkWritable(file, target(file));
    }

    private static void checkWritable(Path file, Target target) {
        if (target.way() == Way.STREAM || target.way() == Way.REPLACE) {
            if (!Files.isWritable(target.path())) {
                throw new InvalidInputException(file.toString(), "cannot write: permission denied");
            }
            if (target.way() == Way.STREAM) {
                return;
            }
        }
        Path dir = target.path().getParent();
        Path probe = null;
        try {
            probe = Files.createTempFile(dir, tempStem(target.path()), ".tmp");
        } catch (IOException e) {
            throw failure(file, dir, e);
        } finally {
            deleteQuietly(probe);
        }
    }

    /** Follows the links of {@code file} and decides how it is written. */
    private static Target target(Path file) {
        if (file.toString().isEmpty()) {
            throw new InvalidInputException("''", "cannot write: the file name is empty");
        }
        if (FileNames.unnameable(file.toString())) {
            // written, it would be a file of another name
            throw new InvalidInputException(file.toString(), "cannot write: " + FileNames.UNNAMEABLE);
        }
        Path path = file.toAbsolutePath();
        checkNameLength(file, path);
        if (special(path)) {
            return streamed(file, path, path);
        }
        boolean linked = false;
        for (int links = 0; Files.isSymbolicLink(path); links++) {
            linked = true;
            if (links == MAX_LINKS) {
                throw new InvalidInputException(file.toString(), "cannot write: too many levels of symbolic links");
            }
            try {
                path = path.toAbsolutePath().resolveSibling(Files.readSymbolicLink(path));
            } catch (IOException e) {
                throw new InvalidInputException(file.toString(), "cannot write: cannot read the link: " + e.getMessage());
            }
            if (special(path)) {
                return streamed(file, file.toAbsolutePath(), path);
            }
        }
        BasicFileAttributes old;
        try {
            old = posix() ? Files.readAttributes(path, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                    : Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            if (linked) {
                // a dangling link names a file nobody made: following it would create a file in a place the user
                // did not name
                throw new InvalidInputException(file.toString(), "cannot write: it is a link to " + path
                        + ", which does not exist (a dangling link is not followed)");
            }
            Path dir = path.getParent();
            if (dir == null || !Files.isDirectory(dir)) {
                throw new InvalidInputException(file.toString(), "cannot write: no such folder " + dir);
            }
            return new Target(Way.CREATE, path, null);
        } catch (IOException e) {
            // the reason alone: the exception's message repeats the absolute path after the user's
            throw new InvalidInputException(file.toString(), "cannot write: " + (e instanceof FileSystemException fse
                    && fse.getReason() != null ? fse.getReason() : e.getMessage()));
        }
        if (old.isDirectory()) {
            throw new InvalidInputException(file.toString(), "cannot write: it is a directory");
        }
        return new Target(old.isRegularFile() ? Way.REPLACE : Way.STREAM, path, old);
    }

    /**
     * A name longer than a file system takes is refused before the work, naming its length: written at the end, it
     * failed with the system's bare "File name too long" after the whole search.
     */
    private static void checkNameLength(Path file, Path path) {
        Path name = path.getFileName();
        int bytes = name == null ? 0 : name.toString().getBytes(StandardCharsets.UTF_8).length;
        if (bytes > NAME_MAX) {
            throw new InvalidInputException(file.toString(), "cannot write: its name is " + bytes + " bytes long,"
                    + " more than the " + NAME_MAX + " a file name may have");
        }
    }

    /**
     * The start of a temporary file's name beside {@code path}: a dot and the file's name, cut to {@link #TEMP_STEM}
     * bytes (at a character's edge), so that a name near the longest allowed still has a temporary file beside it.
     */
    private static String tempStem(Path path) {
        String name = path.getFileName().toString();
        StringBuilder stem = new StringBuilder(".");
        int bytes = 0;
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            int size = new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8).length;
            if (bytes + size > TEMP_STEM) {
                break;
            }
            stem.appendCodePoint(c);
            bytes += size;
            i += Character.charCount(c);
        }
        return stem.toString();
    }

    /** {@code /dev/...} and {@code /proc/...}: devices and the process's own descriptors, never files to replace. */
    private static boolean special(Path path) {
        String p = path.normalize().toString();
        return p.startsWith("/dev/") || p.startsWith("/proc/");
    }

    private static Target streamed(Path file, Path open, Path resolved) {
        if (Files.isDirectory(open)) {
            throw new InvalidInputException(file.toString(), "cannot write: it is a directory");
        }
        if (!Files.exists(open)) {
            throw new InvalidInputException(file.toString(), "cannot write: no such device " + resolved
                    + " (nothing is created under /dev or /proc)");
        }
        return new Target(Way.STREAM, open, null);
    }

    /**
     * Writes in place, opening what is there and creating nothing, on a thread of its own: opening a FIFO waits for a
     * reader and writing it for the reader to take the bytes, and neither wait can be interrupted, so the caller keeps
     * the run's limits and leaves a write that does not end to a daemon thread.
     */
    private static void stream(Path file, Path path, byte[] content, Limits limits) {
        FutureTask<Void> task = new FutureTask<>(() -> {
            try (OutputStream out = Files.newOutputStream(path, StandardOpenOption.WRITE)) {
                out.write(content);
            }
            return null;
        });
        Thread writer = new Thread(task, "gridpuzzle-output");
        writer.setDaemon(true); // an open that never returns must not keep the process alive
        writer.start();
        Budget budget = limits.start();
        long started = System.nanoTime();
        while (true) {
            try {
                task.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                return;
            } catch (TimeoutException e) {
                if (!budget.check() && System.nanoTime() - started > GRACE_NANOS) {
                    writer.interrupt(); // a write under way ends (the channel closes); an open goes on waiting
                    throw new OutputStoppedException(file.toString(), budget.stopReason(), holdUp(path));
                }
            } catch (InterruptedException e) {
                writer.interrupt();
                Thread.currentThread().interrupt();
                throw new OutputStoppedException(file.toString(), StopReason.CANCELLED, holdUp(path));
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof IOException io) {
                    throw failure(file, path.getParent(), io);
                }
                if (cause instanceof RuntimeException r) {
                    throw r;
                }
                if (cause instanceof Error err) {
                    throw err;
                }
                throw new IllegalStateException(cause);
            }
        }
    }

    /** What keeps a stream waiting, for the message: a FIFO's reader, or whatever the device waits for. */
    private static String holdUp(Path path) {
        try {
            Object mode = Files.getAttribute(path, "unix:mode");
            if (mode instanceof Integer m && (m & S_IFMT) == S_IFIFO) {
                return "a FIFO takes an answer only while something reads it";
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // no unix view here: say it plainly
        }
        return "the device did not take it";
    }

    private static void whole(Path file, Target target, byte[] content) {
        Path path = target.path();
        Path dir = path.getParent();
        Path tmp = null;
        try {
            // a replaced file's copy is private until it has the old file's permissions
            tmp = Files.createTempFile(dir, tempStem(path), ".tmp", permissions(target.old() == null
                    ? "rw-rw-rw-" : "rw-------"));
            Files.write(tmp, content);
            if (target.old() instanceof PosixFileAttributes old) {
                keep(tmp, old);
            }
            try {
                Files.move(tmp, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw failure(file, dir, e);
        } finally {
            deleteQuietly(tmp);
        }
    }

    /** Gives the new file the old one's permissions, and its owner and group where this process may. */
    private static void keep(Path tmp, PosixFileAttributes old) throws IOException {
        Files.setPosixFilePermissions(tmp, old.permissions());
        PosixFileAttributeView view = Files.getFileAttributeView(tmp, PosixFileAttributeView.class);
        try {
            PosixFileAttributes now = view.readAttributes();
            if (!now.group().equals(old.group())) {
                view.setGroup(old.group());
            }
            if (!now.owner().equals(old.owner())) {
                view.setOwner(old.owner());
            }
        } catch (FileSystemException e) {
            // only root may give a file away: the file becomes the writer's, as an editor's would
        }
    }

    private static InvalidInputException failure(Path file, Path dir, IOException e) {
        String why;
        if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof NoSuchFileException) {
            // the folder was there a moment ago: it went away, or it is one (like /proc) that takes no new files
            why = dir != null && Files.isDirectory(dir) ? "the folder " + dir + " does not take new files"
                    : "no such folder " + dir;
        } else if (e instanceof FileSystemException fse && fse.getReason() != null) {
            why = fse.getReason();
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

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    private static FileAttribute<?>[] permissions(String mode) {
        return posix() ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(mode))}
                : new FileAttribute<?>[0];
    }
}
