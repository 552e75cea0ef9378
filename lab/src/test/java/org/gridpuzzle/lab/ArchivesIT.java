package org.gridpuzzle.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two release archives as a user meets them, after {@code package}: gridpuzzle's small enough and without a
 * measuring jar, the lab's beside it; each unpacked and its README's commands run from its folder.
 */
class ArchivesIT {

    /** The size the gridpuzzle archive must stay under: a user who only solves puzzles downloads this much. */
    private static final long MAX_GRIDPUZZLE_BYTES = 12_000_000;

    @TempDir
    Path dir;

    @Test
    void the_gridpuzzle_archive_is_small_holds_no_measuring_jar_and_runs_its_readme() throws Exception {
        Path archive = only(Path.of("..", "app", "target"), "gridpuzzle-*.tar.gz");
        assertThat(Files.size(archive)).as("%s", archive).isLessThanOrEqualTo(MAX_GRIDPUZZLE_BYTES);
        Path home = unpack(archive);
        try (Stream<Path> jars = Files.list(home.resolve("lib"))) {
            assertThat(jars.map(p -> p.getFileName().toString()).toList())
                    .noneMatch(n -> n.startsWith("sqlite") || n.startsWith("hazelcast") || n.startsWith("jfreechart")
                            || n.startsWith("gridpuzzle-experiments") || n.startsWith("gridpuzzle-lab"))
                    .anyMatch(n -> n.startsWith("gridpuzzle-app"));
        }
        // the archive's own README (the clone's spoke of Maven and ./gridpuzzle), its commands run as written
        assertArchiveReadme(home);
        List<String> commands = new ArrayList<>();
        for (String line : firstShellBlock(home.resolve("README.md"))) {
            if (line.startsWith("bin/gridpuzzle ") && !line.startsWith("bin/gridpuzzle serve")) {
                commands.add(line);
            }
        }
        assertThat(commands).hasSizeGreaterThanOrEqualTo(3);
        for (String command : commands) {
            Run run = run(home, command);
            assertThat(run.code).as("%s: %s", command, run.output).isZero();
        }
        assertThat(home.resolve("plan.svg")).isNotEmptyFile();
        assertManPages(home);
        Run lab = run(home, "bin/gridpuzzle experiment run --set examples/suguru --config suguru:fast");
        assertThat(lab.code).isEqualTo(2);
        assertThat(lab.output).contains("'experiment' is a command of gridpuzzle-lab");
    }

    @Test
    void the_lab_archive_runs_its_readme() throws Exception {
        Path home = unpack(only(Path.of("target"), "gridpuzzle-lab-*.tar.gz"));
        List<String> commands = new ArrayList<>();
        for (String line : firstShellBlock(home.resolve("LAB.md"))) {
            if (line.startsWith("bin/gridpuzzle ")) {
                commands.add(line);
            }
        }
        assertThat(commands).hasSizeGreaterThanOrEqualTo(3);
        for (String command : commands) {
            Run run = run(home, command);
            assertThat(run.code).as("%s: %s", command, run.output).isZero();
        }
        assertThat(home.resolve("results.db")).isNotEmptyFile();
        assertThat(home.resolve("cactus.svg")).isNotEmptyFile();
        assertThat(run(home, "bin/gridpuzzle suguru solve examples/suguru/easy-6x6.sug").code).isZero();
        assertArchiveReadme(home);
        assertManPages(home);
    }

    /** An installed program's README: no building, no clone's launcher, the paths of the unpacked folder. */
    private static void assertArchiveReadme(Path home) throws IOException {
        String readme = Files.readString(home.resolve("README.md"), StandardCharsets.UTF_8);
        assertThat(readme).contains("bin/gridpuzzle").doesNotContain("./gridpuzzle").doesNotContain("mvn ")
                .doesNotContain("../shared");
        for (String line : readme.lines().filter(l -> l.contains("`docs/") || l.contains("`examples/")).toList()) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("`((?:docs|examples)/[^`*]+)`").matcher(line);
            while (m.find()) {
                assertThat(home.resolve(m.group(1))).as("named in README.md").exists();
            }
        }
    }

    /** {@code gridpuzzle man COMMAND} shows the archive's own page, as a clone's does (it was an unknown command). */
    private static void assertManPages(Path home) throws Exception {
        Path page = home.resolve("man/man1/gridpuzzle-sokoban-solve.1");
        assertThat(page).isNotEmptyFile();
        Run man = run(home, "bin/gridpuzzle man sokoban solve");
        if (man.code == 0) {
            assertThat(man.output).containsIgnoringCase("sokoban").contains("--timeout");
        } else {
            assertThat(man.code).as(man.output).isEqualTo(2);
            assertThat(man.output).contains("man is not installed; the page is " + page.toAbsolutePath());
        }
        Run none = run(home, "bin/gridpuzzle man no such");
        assertThat(none.code).isEqualTo(2);
        assertThat(none.output).contains("no man page gridpuzzle-no-such");
    }

    private static Path only(Path folder, String glob) throws IOException {
        List<Path> found = new ArrayList<>();
        try (var stream = Files.newDirectoryStream(folder, glob)) {
            stream.forEach(found::add);
        }
        assertThat(found).as("%s in %s (built by mvn package)", glob, folder.toAbsolutePath()).hasSize(1);
        return found.get(0);
    }

    private Path unpack(Path archive) throws Exception {
        Path into = Files.createDirectories(dir.resolve(archive.getFileName().toString().replace(".tar.gz", "")));
        Run tar = run(into, "tar xzf " + archive.toAbsolutePath());
        assertThat(tar.code).as(tar.output).isZero();
        try (Stream<Path> top = Files.list(into)) {
            return top.findFirst().orElseThrow();
        }
    }

    /** The lines of the first {@code ```sh} block of a README. */
    private static List<String> firstShellBlock(Path readme) throws IOException {
        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        int start = lines.indexOf("```sh");
        assertThat(start).as("a ```sh block in %s", readme).isNotNegative();
        List<String> block = new ArrayList<>();
        for (int i = start + 1; i < lines.size() && !lines.get(i).equals("```"); i++) {
            String line = lines.get(i);
            int comment = line.indexOf(" #");
            block.add((comment < 0 ? line : line.substring(0, comment)).trim());
        }
        return block;
    }

    private record Run(int code, String output) {
    }

    private static Run run(Path folder, String command) throws Exception {
        Path log = Files.createTempFile("archive-run", ".log");
        Process p = new ProcessBuilder(command.split(" +")).directory(folder.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(command + " ran longer than 300 s: " + Files.readString(log));
        }
        return new Run(p.exitValue(), Files.readString(log));
    }
}
