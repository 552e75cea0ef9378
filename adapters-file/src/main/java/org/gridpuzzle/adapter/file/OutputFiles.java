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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
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
 * (and a reader that stopped reading its write) as long as it likes, and the run's time limit or Ctrl-C ends the
 * wait, as for every other phase; a write that a reader is taking is never cut short by the time limit.
 * Errors name the user's path and the reason. New files get {@code rw-rw-rw-} narrowed by the umask, as for any
 * program (0644 under umask 022).
 */
public final class OutputFiles {

    /** As the kernel's ELOOP: more links than this in a row is a loop. */
    private static final int MAX_LINKS = 40;
    /** How often a waiting stream looks at the clock and Ctrl-C. */
    private static final long POLL_MILLIS = 20;
    /**
     * A stream's open always gets this long, even when the run's time is up already (its answer took the whole limit):
     * a reader that is there opens at once, and a FIFO nobody reads still ends within half a second of the limit.
     */
    private static final long GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(250);
    /**
     * Once the limit is reached, a stream whose reader took no chunk for this long has stopped reading, and the write
     * ends; a reader that takes a chunk of {@link #CHUNK} in this time is reading, and is never cut short.
     */
    private static final long STALL_NANOS = TimeUnit.SECONDS.toNanos(2);
    /** A stream is written in chunks of this size (a pipe's buffer): the reader's progress is seen chunk by chunk. */
    private static final int CHUNK = 64 * 1024;
    /** How long a writer stopped by Ctrl-C is given to finish the chunk the reader is taking. */
    private static final long STOP_MILLIS = 1000;
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
     * reader and writing it for the reader to take the bytes, and the open cannot be interrupted. Only the waiting is
     * bounded, never a write that moves: the open ends at the run's limit (after {@link #GRACE_NANOS}, for a reader
     * that is there already), and once the limit is reached a write that has moved no chunk for {@link #STALL_NANOS}
     * (a reader that stopped reading) ends; a reader that takes the answer, however slowly, gets all of it, and the
     * caller returns only when the writer has finished. Ctrl-C ends the write at the end of its chunk.
     */
    private static void stream(Path file, Path path, byte[] content, Limits limits) {
        StreamWriter writer = new StreamWriter(path, content);
        Thread thread = new Thread(writer, "gridpuzzle-output");
        thread.setDaemon(true); // an open that never returns must not keep the process alive
        thread.start();
        Budget budget = limits.start();
        long started = System.nanoTime();
        try {
            while (!writer.finished.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (budget.check()) {
                    continue;
                }
                long now = System.nanoTime();
                if (writer.state.get() == StreamWriter.WAITING) {
                    if (now - started > GRACE_NANOS && writer.state.compareAndSet(StreamWriter.WAITING,
                            StreamWriter.ABANDONED)) {
                        release(path); // the writer opens, sees it is abandoned and writes nothing
                        throw new OutputStoppedException(file.toString(), budget.stopReason(), holdUp(path));
                    }
                } else if (budget.stopReason() == StopReason.CANCELLED) {
                    if (stop(thread, writer)) {
                        return; // the last chunk was taken as it stopped
                    }
                    throw new OutputStoppedException(file.toString(), StopReason.CANCELLED, holdUp(path));
                } else if (now - writer.movedAt > STALL_NANOS) {
                    // a write blocked on a reader that reads nothing cannot be ended from here (neither an interrupt
                    // nor a close wakes it): it ends when the reader reads or goes, or with the process; the
                    // interrupt ends it at the end of the chunk it is in, should the reader take that
                    thread.interrupt();
                    throw new OutputStoppedException(file.toString(), budget.stopReason(), "the reader took nothing"
                            + " for " + TimeUnit.NANOSECONDS.toSeconds(STALL_NANOS) + " s");
                }
            }
        } catch (InterruptedException e) {
            if (writer.state.compareAndSet(StreamWriter.WAITING, StreamWriter.ABANDONED)) {
                release(path);
            } else {
                stop(thread, writer);
            }
            Thread.currentThread().interrupt();
            throw new OutputStoppedException(file.toString(), StopReason.CANCELLED, holdUp(path));
        }
        Throwable cause = writer.failure;
        if (cause == null) {
            return;
        }
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

    /**
     * Ends a write under way at the end of the chunk it is writing (the interrupt closes the channel, which the next
     * chunk meets) and waits for the writer to finish: the process exits after this, and must not do so in the middle
     * of a chunk. True when the writer had written everything after all.
     */
    private static boolean stop(Thread thread, StreamWriter writer) {
        thread.interrupt();
        try {
            // a writer that does not end once its channel is closed is left to its daemon thread
            return writer.finished.await(STOP_MILLIS, TimeUnit.MILLISECONDS) && writer.failure == null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Lets a writer abandoned in a FIFO's open go: opening the other end for reading (on a thread of its own, as it
     * waits for a writer) completes its open, and it closes without writing. Without this a thread stays blocked for
     * the life of the process, one per stopped write (a server's, a test suite's). Only a FIFO is opened: a device
     * may act on being read.
     */
    private static void release(Path path) {
        if (!isFifo(path)) {
            return;
        }
        Thread releaser = new Thread(() -> {
            try {
                // opened is enough: the writer's open returns even when this end is closed again at once
                Files.newInputStream(path).close();
            } catch (IOException e) {
                // it went away: nothing is waiting on it any more
            }
        }, "gridpuzzle-output-release");
        releaser.setDaemon(true);
        releaser.start();
    }

    /**
     * The writing end of a stream: opens, then writes in chunks of {@link #CHUNK}, noting when each was taken. Its
     * {@link #state} says whether it is still waiting for the open; the caller may abandon it only while it is.
     */
    private static final class StreamWriter implements Runnable {

        static final int WAITING = 0;
        static final int OPENED = 1;
        static final int ABANDONED = 2;

        final AtomicInteger state = new AtomicInteger(WAITING);
        final CountDownLatch finished = new CountDownLatch(1);
        private final Path path;
        private final byte[] content;
        /** The {@link System#nanoTime()} of the open or of the last chunk the reader took. */
        volatile long movedAt;
        volatile Throwable failure;

        StreamWriter(Path path, byte[] content) {
            this.path = path;
            this.content = content;
        }

        @Override
        public void run() {
            try (OutputStream out = Files.newOutputStream(path, StandardOpenOption.WRITE)) {
                movedAt = System.nanoTime();
                if (!state.compareAndSet(WAITING, OPENED)) {
                    return; // opened by our own release, after the caller gave up: nothing is written
                }
                for (int at = 0; at < content.length; at += CHUNK) {
                    out.write(content, at, Math.min(CHUNK, content.length - at));
                    movedAt = System.nanoTime();
                }
            } catch (Throwable t) {
                failure = t;
            } finally {
                finished.countDown();
            }
        }
    }

    /** What keeps a stream waiting, for the message: a FIFO's reader, or whatever the device waits for. */
    private static String holdUp(Path path) {
        return isFifo(path) ? "a FIFO takes an answer only while something reads it" : "the device did not take it";
    }

    private static boolean isFifo(Path path) {
        try {
            Object mode = Files.getAttribute(path, "unix:mode");
            return mode instanceof Integer m && (m & S_IFMT) == S_IFIFO;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false; // no unix view here
        }
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
