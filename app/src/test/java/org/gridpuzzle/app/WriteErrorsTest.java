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
 * the work starts, and nothing left behind; into a link, a FIFO or a device: written by the one rule (README, "Output
 * files"), nothing replaced that must not be, exit 0.
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
    void a_picture_name_for_a_text_answer_is_refused_before_the_work() {
        String[][] commands = {
            {"suguru", "count", Examples.path("suguru/minimal-10x10.sug")},
            {"floodit", "bound", Examples.path("floodit/8x8-4.flood")},
            {"sokoban", "solve", Examples.path("sokoban/two.xsb"), "--all"},
        };
        for (String[] command : commands) {
            for (String name : new String[] {"a.png", "a.SVG"}) {
                Path target = dir.resolve(name);
                String[] args = java.util.stream.Stream.concat(java.util.Arrays.stream(command),
                        java.util.stream.Stream.of("-o", target.toString())).toArray(String[]::new);
                CliRun run = CliRun.of(args);
                assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
                assertThat(run.out()).as("nothing worked out before the refusal").isEmpty();
                assertThat(run.err().strip()).startsWith("gridpuzzle: " + target + ": '" + command[0] + " " + command[1]
                        + "' answers in text").doesNotContain("\n");
                assertThat(target).doesNotExist();
            }
        }
        // one level is drawn; a text name for a text answer is fine
        assertThat(CliRun.of("sokoban", "solve", Examples.path("sokoban/two.xsb"), "-o", dir.resolve("one.png").toString())
                .exitCode()).isZero();
        assertThat(CliRun.of("suguru", "count", Examples.path("suguru/minimal-10x10.sug"), "-o",
                dir.resolve("count.txt").toString()).exitCode()).isZero();
    }

    /** Issue 67, item 9: {@code -o f.jpg} wrote the answer's text under a picture's name. */
    @Test
    void a_picture_format_that_is_not_drawn_is_refused_before_the_work() throws Exception {
        for (String name : new String[] {"a.jpg", "a.JPEG", "a.gif", "a.pdf", "a.webp"}) {
            Path target = dir.resolve(name);
            CliRun run = CliRun.of("suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o", target.toString());
            assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
            assertThat(run.errLines()).as(run.err()).isEqualTo(1);
            assertThat(run.err()).startsWith("gridpuzzle: " + target + ": cannot write: ."
                    + name.substring(2).toLowerCase(java.util.Locale.ROOT) + " pictures are not drawn here; .svg or"
                    + " .png draw the answer");
            assertThat(run.out()).as("checked before solving").isEmpty();
            assertThat(target).doesNotExist();
        }
        // a text command is refused the same way, and a name that is no picture is still its text
        CliRun count = CliRun.of("suguru", "count", Examples.path("suguru/easy-6x6.sug"), "-o",
                dir.resolve("n.gif").toString());
        assertThat(count.exitCode()).isEqualTo(2);
        assertThat(CliRun.of("suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o",
                dir.resolve("solved.jpg.sug").toString()).exitCode()).isZero();
    }

    /**
     * Issue 67 review, item 3: {@code suguru generate} and {@code floodit reduce-vc} have an {@code -o} of their own
     * (they write the puzzle file our readers read back), which the check before the work did not see: {@code -o
     * x.jpg} was the board's text under a picture's name, and a missing folder was found after the work.
     */
    @Test
    void commands_with_an_output_of_their_own_check_it_before_the_work() throws Exception {
        String[][] commands = {
            {"suguru", "generate", "--rows", "5", "--cols", "5", "--seed", "1"},
            {"floodit", "reduce-vc", Examples.path("floodit/path3.col")},
        };
        for (String[] command : commands) {
            for (String name : new String[] {"a.jpg", "a.GIF", "missing/a.sug"}) {
                Path target = dir.resolve(name);
                String[] args = java.util.stream.Stream.concat(java.util.Arrays.stream(command),
                        java.util.stream.Stream.of("-o", target.toString())).toArray(String[]::new);
                CliRun run = CliRun.of(args);
                String what = String.join(" ", args);
                assertThat(run.exitCode()).as(what + ": " + run.err()).isEqualTo(2);
                assertThat(run.errLines()).as(run.err()).isEqualTo(1);
                assertThat(run.err()).as(what).startsWith("gridpuzzle: " + target + ": cannot write: ")
                        .contains(name.startsWith("missing") ? "no such folder" : "pictures are not drawn here");
                assertThat(run.out()).as(what + ": checked before the work").isEmpty();
                assertThat(target).doesNotExist();
            }
            // the names these commands do write still work
            Path svg = dir.resolve(command[1] + ".svg");
            String[] drawn = java.util.stream.Stream.concat(java.util.Arrays.stream(command),
                    java.util.stream.Stream.of("-o", svg.toString())).toArray(String[]::new);
            assertThat(CliRun.of(drawn).exitCode()).as(String.join(" ", drawn)).isZero();
            assertThat(Files.readString(svg)).contains("<svg");
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
                // root writes anywhere it is allowed to; /proc and /dev take no new files from us
                Path proc = Path.of("/proc");
                refused(proc.resolve("gridpuzzle-test.sug"), "nothing is created under /dev or /proc");
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

    private static CliRun solveInto(Path target) {
        return CliRun.of("suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o", target.toString());
    }

    private static boolean made(String... command) throws InterruptedException {
        try {
            return new ProcessBuilder(command).redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isNode(Path p) throws IOException {
        return Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class,
                java.nio.file.LinkOption.NOFOLLOW_LINKS).isOther();
    }

    @Test
    void a_private_file_stays_private() throws Exception {
        Path target = Files.writeString(dir.resolve("mine.sug"), "old");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-------"));
        assertThat(solveInto(target).exitCode()).isZero();
        assertThat(Files.readString(target)).startsWith("# Suguru");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target))).isEqualTo("rw-------");
    }

    @Test
    void a_symlink_is_followed_and_stays_a_link() throws Exception {
        Path real = Files.writeString(dir.resolve("real.sug"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.sug"), real.getFileName());
        assertThat(solveInto(link).exitCode()).isZero();
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).startsWith("# Suguru");
    }

    @Test
    void a_fifo_gets_the_answer_as_a_stream_and_stays_a_fifo() throws Exception {
        Path fifo = dir.resolve("answer.sug");
        org.junit.jupiter.api.Assumptions.assumeTrue(made("mkfifo", fifo.toString()), "mkfifo is not available");
        var reader = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        CliRun run = solveInto(fifo);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(reader.get(60, java.util.concurrent.TimeUnit.SECONDS)).startsWith("# Suguru");
        assertThat(isNode(fifo)).as("still a FIFO").isTrue();
    }

    @Test
    void a_fifo_nobody_reads_ends_at_the_time_limit_with_exit_3_and_one_line() throws Exception {
        Path fifo = dir.resolve("unread.sug");
        org.junit.jupiter.api.Assumptions.assumeTrue(made("mkfifo", fifo.toString()), "mkfifo is not available");
        // before: the open waited for a reader for ever, past --timeout (hostile run M3); 60 s is only a guard
        CliRun run = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(60),
                () -> CliRun.of("suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o", fifo.toString(),
                        "--timeout", "1s"));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.out()).as("the answer is printed first").isNotEmpty();
        assertThat(run.errLines()).as(run.err()).isEqualTo(1);
        assertThat(run.err()).startsWith("gridpuzzle: " + fifo + ": stopped while writing the answer")
                .contains("time limit reached");
        assertThat(isNode(fifo)).as("still a FIFO").isTrue();
    }

    /** A run of the command line whose Ctrl-C comes {@code afterMillis} into the run. */
    private static CliRun cancelledAfter(long afterMillis, String... args) {
        return CliRun.on(terminal -> {
            CommandLineComponent component = Main.GRIDPUZZLE.wire(terminal);
            java.util.concurrent.CompletableFuture.delayedExecutor(afterMillis,
                    java.util.concurrent.TimeUnit.MILLISECONDS).execute(component.cancellation()::cancel);
            return component;
        }, args);
    }

    private static void stoppedWhileWriting(CliRun run, Path fifo, String reason) throws IOException {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).contains("gridpuzzle: " + fifo + ": stopped while writing the answer (a FIFO takes an"
                + " answer only while something reads it): " + reason);
        assertThat(isNode(fifo)).as("still a FIFO").isTrue();
    }

    /**
     * Issue 67 review, item 2 (hostile run M3 on three more paths): the commands that write their own files wrote
     * them without the run's limits, so a FIFO nobody reads held them for ever ({@code suguru generate --timeout 2s -o
     * fifo.sug} still waited after 8 s). Each now ends at its limit (Ctrl-C for {@code reduce-vc}, which has no time
     * limit) with exit 3; 60 s is only a guard.
     */
    @Test
    void a_fifo_nobody_reads_ends_at_the_limit_for_commands_that_write_their_own_files() throws Exception {
        Path sug = dir.resolve("generated.sug");
        Path cnf = dir.resolve("formula.cnf");
        Path board = dir.resolve("board.flood");
        org.junit.jupiter.api.Assumptions.assumeTrue(made("mkfifo", sug.toString(), cnf.toString(), board.toString()),
                "mkfifo is not available");
        java.time.Duration guard = java.time.Duration.ofSeconds(60);
        long start = System.nanoTime();
        CliRun generate = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(guard, () -> CliRun.of("suguru",
                "generate", "--rows", "5", "--cols", "5", "--seed", "1", "--timeout", "1s", "-o", sug.toString()));
        stoppedWhileWriting(generate, sug, "time limit reached");
        CliRun reach = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(guard, () -> CliRun.of("reach",
                Examples.path("reach/maze.map"), "--dimacs", cnf.toString(), "--timeout", "1s"));
        stoppedWhileWriting(reach, cnf, "time limit reached");
        CliRun reduce = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(guard, () -> cancelledAfter(1000,
                "floodit", "reduce-vc", Examples.path("floodit/path3.col"), "-o", board.toString()));
        stoppedWhileWriting(reduce, board, "cancelled");
        // a generous bound for a loaded machine: each stops about a second in
        assertThat(System.nanoTime() - start).isLessThan(java.util.concurrent.TimeUnit.SECONDS.toNanos(40));
    }

    @Test
    void a_device_is_written_in_place_and_a_full_one_is_an_error_that_keeps_it() throws Exception {
        Path nul = dir.resolve("null");
        Path full = dir.resolve("full");
        org.junit.jupiter.api.Assumptions.assumeTrue(made("mknod", nul.toString(), "c", "1", "3")
                && made("mknod", full.toString(), "c", "1", "7"), "mknod is not allowed here (it needs root)");
        assertThat(solveInto(nul).exitCode()).isZero();
        assertThat(isNode(nul)).as("still a device").isTrue();
        CliRun run = solveInto(full);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).as(run.err()).isEqualTo(1);
        assertThat(run.err()).startsWith("gridpuzzle: " + full + ": cannot write: No space left on device");
        assertThat(isNode(full)).as("still a device").isTrue();
        assertThat(solveInto(Path.of("/dev/null")).exitCode()).isZero();
        assertThat(isNode(Path.of("/dev/null"))).isTrue();
    }
}
