package org.gridpuzzle.experiment.adapter.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hostile run's L1: {@code --db /dev/stdout > report} wrote the database over the report, because /dev/stdout
 * resolves to the regular file behind the redirection. A database path under /dev or /proc is refused by its name,
 * before any link is followed, for a run and for a report, and nothing is created there. A path that reaches /dev or
 * /proc through a link to a folder on its way, or a {@code ..} after one, is refused alike.
 */
class DevicePathTest {

    private static final ExperimentSpec SPEC = new ExperimentSpec("e", List.of("set"), List.of("c"), 1000, 1 << 28);

    private final SqliteExperimentDatabaseAdapter database = new SqliteExperimentDatabaseAdapter();

    @TempDir
    Path dir;

    private void refused(Path db) {
        assertThatThrownBy(() -> database.prepare(db, SPEC)).as(db.toString()).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining(db.toString()).hasMessageContaining("nothing is created under /dev or /proc");
        assertThatThrownBy(() -> database.experiments(db)).as(db.toString()).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("nothing is created under /dev or /proc");
    }

    @Test
    void a_regular_file_under_proc_is_refused_by_its_name() {
        Path status = Path.of("/proc/self/status");
        assumeTrue(Files.isRegularFile(status), "no /proc here");
        refused(status);
        refused(Path.of("/proc/self/../self/status"));
    }

    @Test
    void nothing_is_created_under_dev_even_where_a_file_could_be() {
        Path shm = Path.of("/dev/shm");
        assumeTrue(Files.isDirectory(shm) && Files.isWritable(shm), "no writable /dev/shm here");
        Path db = shm.resolve("gridpuzzle-test-" + UUID.randomUUID() + ".db");
        try {
            refused(db);
            assertThat(db).doesNotExist();
            assertThat(db.resolveSibling(db.getFileName() + "-wal")).doesNotExist();
        } finally {
            db.toFile().delete();
        }
    }

    @Test
    void standard_output_and_a_link_to_it_are_refused_whatever_they_resolve_to() throws Exception {
        refused(Path.of("/dev/stdout"));
        Path link = Files.createSymbolicLink(dir.resolve("results.db"), Path.of("/dev/stdout"));
        refused(link);
        Path linkedFolder = Files.createSymbolicLink(dir.resolve("shm"), Path.of("/dev/shm"));
        try {
            assumeTrue(Files.isDirectory(linkedFolder), "no /dev/shm here");
            refused(linkedFolder.resolve("gridpuzzle-test-" + UUID.randomUUID() + ".db"));
        } finally {
            Files.delete(linkedFolder);
        }
    }

    @Test
    void a_link_to_dev_on_the_way_then_dot_dot_is_judged_where_the_system_goes() throws Exception {
        Path shm = Path.of("/dev/shm");
        assumeTrue(Files.isDirectory(shm), "no /dev/shm here");
        Path linked = Files.createSymbolicLink(dir.resolve("shm"), shm);
        Path inDev = linked.resolve("..").resolve("gridpuzzle-test-" + UUID.randomUUID() + ".db"); // /dev/NAME
        Path real = Path.of("/dev").resolve(inDev.getFileName());
        try {
            refused(inDev); // its text normalised is DIR/NAME: it was opened, and made in /dev where that is writable
            assertThat(real).doesNotExist();
            refused(linked.resolve("..").resolve("stdout"));
        } finally {
            real.toFile().delete();
        }
    }

    @Test
    void a_link_to_proc_on_the_way_is_seen_though_the_file_resolves_to_a_regular_file() throws Exception {
        Path fds = Path.of("/proc/self/fd");
        assumeTrue(Files.isDirectory(fds), "no /proc here");
        Path victim = Files.createFile(dir.resolve("report.txt")); // as "> report.txt" leaves it while the run writes
        try (var open = java.nio.channels.FileChannel.open(victim, java.nio.file.StandardOpenOption.READ);
                var entries = Files.list(fds)) {
            Path fd = entries.filter(e -> {
                try {
                    return Files.readSymbolicLink(e).equals(victim.toRealPath());
                } catch (java.io.IOException ex) {
                    return false;
                }
            }).findFirst().orElseThrow();
            Path linked = Files.createSymbolicLink(dir.resolve("fd"), fds);
            refused(linked.resolve(fd.getFileName())); // DIR/fd/N: the link N is to the report, a regular file
        }
        assertThat(victim).isEmptyFile(); // an SQLite database before
    }

    @Test
    void an_ordinary_file_beside_a_link_is_still_a_database() {
        Path db = dir.resolve("devices.db"); // a name that mentions a device is no device
        database.prepare(db, SPEC);
        assertThat(database.experiments(db)).containsExactly("e");
    }
}
