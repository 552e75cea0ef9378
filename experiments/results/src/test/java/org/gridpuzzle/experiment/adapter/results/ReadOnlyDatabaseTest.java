package org.gridpuzzle.experiment.adapter.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report reads the results database without writing to it or beside it. */
class ReadOnlyDatabaseTest {

    private final SqliteExperimentDatabaseAdapter database = new SqliteExperimentDatabaseAdapter();

    @TempDir
    Path dir;

    private Path filled() {
        Path db = dir.resolve("results.db");
        database.prepare(db, new ExperimentSpec("e", List.of("set"), List.of("c"), 1000, 1 << 28));
        JobSpec job = new JobSpec("e", "set", "1", 0, "/x/1.in", 0, "h", "c", 1000, 1 << 28);
        database.record(db, new JobOutcome(job, JobStatus.SOLVED, 7L, 7L, "ans", 0.5, 0.4, 1000, Map.of(), "m", 1, 2,
                null));
        return db;
    }

    private List<String> listing() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void a_database_that_is_not_a_regular_file_is_refused_and_nothing_is_made_beside_it() throws Exception {
        // --db /dev/null made /dev/null-journal (mode 666) and recorded nothing; a FIFO would have blocked
        Path device = Path.of("/dev/null");
        assumeTrue(Files.exists(device), "no /dev/null here");
        Path link = Files.createSymbolicLink(dir.resolve("results.db"), device);
        for (Path db : List.of(device, link)) {
            assertThatThrownBy(() -> database.prepare(db, new ExperimentSpec("e", List.of("set"), List.of("c"), 1000,
                    1 << 28))).isInstanceOf(InvalidInputException.class).hasMessageContaining("under /dev or /proc");
            assertThatThrownBy(() -> database.experiments(db)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("under /dev or /proc");
        }
        Path fifo = dir.resolve("fifo.db");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo here");
        assertThatThrownBy(() -> database.prepare(fifo, new ExperimentSpec("e", List.of("set"), List.of("c"), 1000,
                1 << 28))).isInstanceOf(InvalidInputException.class).hasMessageContaining("not a regular file");
        assertThatThrownBy(() -> database.experiments(fifo)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("not a regular file");
        Files.delete(link);
        assertThat(listing()).containsExactly("fifo.db");
    }

    @Test
    void reading_changes_neither_the_file_nor_the_folder() throws IOException {
        Path db = filled();
        byte[] before = Files.readAllBytes(db);
        List<String> files = listing();
        assertThat(database.experiments(db)).containsExactly("e");
        assertThat(database.results(db, "e")).singleElement().extracting(JobOutcome::value).isEqualTo(7L);
        // SQLite's own -wal/-shm companions may appear (a WAL reader needs them where it can make them); nothing else
        assertThat(listing()).filteredOn(f -> !f.endsWith("-wal") && !f.endsWith("-shm")).isEqualTo(files);
        assertThat(Files.readAllBytes(db)).isEqualTo(before);
    }

    @Test
    void a_read_only_folder_and_file_are_read() throws Exception {
        Path db = filled();
        boolean root = "root".equals(System.getProperty("user.name"));
        if (root) {
            // permissions do not bind root; the immutable attribute does, where the file system has it
            assumeTrue(chattr("+i", db, dir), "chattr +i is not available here, so root cannot make a read-only folder");
        } else {
            Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("r--r--r--"));
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-xr-xr-x"));
        }
        try {
            assertThat(database.results(db, "e")).hasSize(1);
            assertThat(database.experiments(db)).containsExactly("e");
        } finally {
            if (root) {
                chattr("-i", dir, db);
            } else {
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
    }

    private static boolean chattr(String flag, Path... files) throws Exception {
        boolean all = true;
        for (Path f : files) {
            try {
                Process p = new ProcessBuilder("chattr", flag, f.toString()).redirectErrorStream(true).start();
                p.getInputStream().readAllBytes();
                all &= p.waitFor() == 0;
            } catch (IOException e) {
                return false;
            }
        }
        return all;
    }

    @Test
    void a_missing_or_foreign_file_is_refused_and_not_created() throws IOException {
        assertThatThrownBy(() -> database.results(dir.resolve("none.db"), "e"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("no such file");
        assertThat(dir.resolve("none.db")).doesNotExist();
        Path empty = Files.createFile(dir.resolve("empty.db"));
        assertThatThrownBy(() -> database.experiments(empty))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("no gridpuzzle results");
        assertThat(empty).isEmptyFile();
    }
}
