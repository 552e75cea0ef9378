package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -o} into a place that cannot take the file: one line naming the path and the reason, exit 2, checked before
 * the work starts, and nothing left behind.
 */
class WriteErrorsTest {

    @TempDir
    Path dir;

    private static void refused(Path target, String reason) throws IOException {
        CliRun run = CliRun.of("suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o", target.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).as(run.err()).isEqualTo(1);
        assertThat(run.err()).startsWith("gridpuzzle: " + target + ": cannot write: ").contains(reason);
        assertThat(run.out()).as("checked before solving").isEmpty();
        assertThat(Files.isRegularFile(target)).isFalse();
    }

    private long filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.count();
        }
    }

    @Test
    void a_missing_folder() throws Exception {
        refused(dir.resolve("missing").resolve("s.sug"), "no such folder");
        assertThat(Files.exists(dir.resolve("missing"))).isFalse();
    }

    @Test
    void a_directory_in_the_way() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("taken.sug"));
        refused(folder, "it is a directory");
        assertThat(filesIn(folder)).isZero();
    }

    @Test
    void a_read_only_folder() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("ro"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            if (Files.isWritable(folder)) {
                // root writes anywhere it is allowed to: a pseudo file system's folder refuses new files even to root
                Path proc = Path.of("/proc");
                refused(proc.resolve("gridpuzzle-test.sug"), "does not take new files");
            } else {
                refused(folder.resolve("s.sug"), "permission denied");
                assertThat(filesIn(folder)).isZero();
            }
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void the_check_covers_every_command_with_o_including_nested_options() throws Exception {
        Path missing = dir.resolve("missing").resolve("plan.lurd");
        CliRun plan = CliRun.of("sokoban", "solve", Examples.path("sokoban/two.xsb"), "-o", missing.toString());
        assertThat(plan.exitCode()).isEqualTo(2);
        assertThat(plan.err()).contains("no such folder").doesNotContain("[sokoban]");
        CliRun moves = CliRun.of("floodit", "solve", Examples.path("floodit/8x8-4.flood"), "-o", missing.toString());
        assertThat(moves.exitCode()).isEqualTo(2);
        assertThat(moves.out()).isEmpty();
    }

    @Test
    void an_existing_file_is_replaced_whole_and_no_temporary_file_stays() throws Exception {
        Path target = Files.writeString(dir.resolve("s.sug"), "old");
        CliRun run = CliRun.of("suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o", target.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(Files.readString(target)).startsWith("# Suguru");
        assertThat(filesIn(dir)).isEqualTo(1);
    }
}
