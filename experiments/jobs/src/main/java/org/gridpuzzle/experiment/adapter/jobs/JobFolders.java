package org.gridpuzzle.experiment.adapter.jobs;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.gridpuzzle.process.ScratchFolder;

/**
 * The job processes' scratch folders ({@code gridpuzzle-job-HOST-PID-...} in the temporary folder), named for the
 * machine and the runner that made them: a runner removes each of its own when the job ends, and a runner killed with
 * {@code kill -9} leaves them behind, so every runner removes at its first job the folders of runners on this machine
 * that are gone. A runner holds a lock on a file in each of its folders ({@link #LOCK}) while the folder is in use, and
 * the system lets the lock go when the runner dies, however it dies: a folder whose lock can be taken is stale. The pid
 * in the name was the test before, and a live runner in another PID namespace (containers sharing the temporary folder
 * and the host name) looked dead and had its folder removed under its job. A folder of another machine sharing the
 * folder is left alone.
 */
final class JobFolders {

    static final String PREFIX = "gridpuzzle-job-";
    /** The file of each folder its runner holds a lock on. */
    static final String LOCK = "runner.lock";
    /**
     * A folder without its lock file is stale once it is this old: one of a runner that died between making the
     * folder and locking it (or of an older version); a younger one may be a folder being made.
     */
    static final Duration UNLOCKED_GRACE = Duration.ofMinutes(1);

    private final Path base;
    private final String host;
    private final long pid = ProcessHandle.current().pid();

    /** A folder of this runner, held while its job runs; closing removes it and lets the lock go. */
    static final class Held implements AutoCloseable {
        private final Path dir;
        private final FileChannel channel;

        private Held(Path dir, FileChannel channel) {
            this.dir = dir;
            this.channel = channel;
        }

        Path dir() {
            return dir;
        }

        @Override
        public void close() {
            ScratchFolder.deleteQuietly(dir); // under the lock: no sweep takes a folder half removed for stale
            try {
                channel.close(); // lets the lock go
            } catch (IOException ignored) {
                // closed with the process anyway
            }
        }
    }

    /**
     * @param base the temporary folder
     * @param host this machine's name (only letters, digits and dots are kept)
     */
    JobFolders(Path base, String host) {
        this.base = base;
        this.host = host.replaceAll("[^A-Za-z0-9.]", "_");
    }

    /** A new folder of this runner, readable by this user only, locked as in use until it is closed. */
    Held create() throws IOException {
        Path dir = Files.createTempDirectory(base, PREFIX + host + "-" + pid + "-");
        FileChannel channel = null;
        try {
            // locked under another name, then renamed (the lock stays with the file): a sweep never finds the lock
            // file before it is locked, takes its lock and removes a new folder under its runner
            Path making = dir.resolve(LOCK + ".new");
            channel = FileChannel.open(making, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
            if (channel.tryLock() == null) {
                throw new IOException("cannot lock " + making + ": another process holds it");
            }
            Files.move(making, dir.resolve(LOCK), StandardCopyOption.ATOMIC_MOVE);
            return new Held(dir, channel);
        } catch (IOException | RuntimeException e) {
            if (channel != null) {
                channel.close();
            }
            ScratchFolder.deleteQuietly(dir);
            throw e;
        }
    }

    /** Removes the folders of this machine's runners that are no longer running; returns how many it removed. */
    int sweep() {
        String mine = PREFIX + host + "-";
        List<Path> found;
        try (Stream<Path> all = Files.list(base)) {
            found = all.filter(p -> p.getFileName().toString().startsWith(mine)).toList();
        } catch (IOException | RuntimeException e) {
            return 0; // an unreadable temporary folder: nothing to tidy that we could see
        }
        int removed = 0;
        for (Path p : found) {
            if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) && removeIfStale(p)) {
                removed++;
            }
        }
        return removed;
    }

    /** Removes the folder if its runner is gone: its lock can be taken, or it has none and is old. */
    private static boolean removeIfStale(Path dir) {
        Path lock = dir.resolve(LOCK);
        if (!Files.exists(lock, LinkOption.NOFOLLOW_LINKS)) {
            if (!olderThan(dir, UNLOCKED_GRACE)) {
                return false;
            }
            ScratchFolder.deleteQuietly(dir);
            return !Files.exists(dir, LinkOption.NOFOLLOW_LINKS);
        }
        try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            FileLock taken = channel.tryLock();
            if (taken == null) {
                return false; // a live runner holds it, in whatever PID namespace it runs
            }
            ScratchFolder.deleteQuietly(dir); // while holding the lock: no other sweep removes it at the same time
            return !Files.exists(dir, LinkOption.NOFOLLOW_LINKS);
        } catch (OverlappingFileLockException e) {
            return false; // this runner's own folder
        } catch (IOException | RuntimeException e) {
            return false; // gone meanwhile, or not ours to open: left alone
        }
    }

    private static boolean olderThan(Path p, Duration age) {
        try {
            return Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS).toInstant()
                    .isBefore(Instant.now().minus(age));
        } catch (IOException e) {
            return false;
        }
    }
}
