package org.gridpuzzle.experiment.adapter.jobs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.gridpuzzle.process.ScratchFolder;

/**
 * The job processes' scratch folders ({@code gridpuzzle-job-HOST-PID-...} in the temporary folder), named for the
 * machine and the runner that made them: a runner removes each of its own when the job ends, and a runner killed with
 * {@code kill -9} leaves them behind, so every runner removes at its first job the folders of runners on this machine
 * whose process is gone. A folder of a live process, or of another machine sharing the folder, is left alone.
 */
final class JobFolders {

    static final String PREFIX = "gridpuzzle-job-";

    private final Path base;
    private final String host;
    private final long pid = ProcessHandle.current().pid();

    /**
     * @param base the temporary folder
     * @param host this machine's name (only letters, digits and dots are kept)
     */
    JobFolders(Path base, String host) {
        this.base = base;
        this.host = host.replaceAll("[^A-Za-z0-9.]", "_");
    }

    /** A new folder of this runner, readable by this user only. */
    Path create() throws IOException {
        return Files.createTempDirectory(base, PREFIX + host + "-" + pid + "-");
    }

    /** Removes the folders of this machine's runners that are no longer running; returns how many it removed. */
    int sweep() {
        Pattern mine = Pattern.compile(Pattern.quote(PREFIX + host + "-") + "(\\d{1,18})-.*");
        List<Path> found;
        try (Stream<Path> all = Files.list(base)) {
            found = all.toList();
        } catch (IOException | RuntimeException e) {
            return 0; // an unreadable temporary folder: nothing to tidy that we could see
        }
        int removed = 0;
        for (Path p : found) {
            Matcher m = mine.matcher(p.getFileName().toString());
            if (!m.matches() || !Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            long owner = Long.parseLong(m.group(1));
            if (owner != pid && ProcessHandle.of(owner).isEmpty()) {
                ScratchFolder.deleteQuietly(p);
                removed += Files.exists(p) ? 0 : 1;
            }
        }
        return removed;
    }
}
