package org.gridpuzzle.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridpuzzle.fixtures.CopiedExample.location;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.gridpuzzle.domain.Suguru;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;
import org.gridpuzzle.fixtures.ClassFolderJar;
import org.gridpuzzle.fixtures.Compilation;
import org.gridpuzzle.fixtures.CopiedExample;
import org.gridpuzzle.fixtures.ExampleRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's library example, taken from the README itself, compiled against the two jars and run in a JVM of its
 * own with nothing else on its class path.
 */
class ReadmeExampleTest {

    @TempDir
    Path dir;

    @Test
    void the_readme_example_compiles_runs_and_prints_a_verified_unique_solution() throws Exception {
        String source = CopiedExample.javaBlock(Path.of("..", "README.md"), "class Example");
        CopiedExample example = CopiedExample.onClassPath(dir, location(Suguru.class), location(TextFormats.class));
        Compilation compiled = example.compile(Map.of("Example.java", source));
        assertThat(compiled.succeeded()).as(compiled.diagnostics()).isTrue();

        ExampleRun run = example.run("Example");
        assertThat(run.exitValue()).as(run.printed()).isZero();
        List<String> lines = run.printed().lines().filter(l -> !l.isBlank()).toList();
        assertThat(lines).hasSize(7).last().isEqualTo("unique: true");
        int[][] rows = lines.subList(0, 6).stream()
                .map(l -> Pattern.compile(" ").splitAsStream(l).mapToInt(Integer::parseInt).toArray()).toArray(int[][]::new);
        // the example's text is the shipped easy-6x6 puzzle; what it printed must solve that puzzle
        assertThat(SuguruVerifier.isSolution(TextFormats.suguru(Files.readString(Path.of("..", "examples", "suguru",
                "easy-6x6.sug"))), IntGrid.fromRows(rows))).isTrue();
    }

    /** docs/library.md says this test runs its Suguru example: that holds while the guide's block is the README's. */
    @Test
    void the_guide_shows_the_readmes_example() throws Exception {
        assertThat(CopiedExample.javaBlock(Path.of("..", "docs", "library.md"), "class Example"))
                .isEqualTo(CopiedExample.javaBlock(Path.of("..", "README.md"), "class Example"));
    }

    /**
     * The README's whole consumer project, its {@code pom.xml} and {@code Example.java} as written there, built by Maven
     * against this build's jars and run with the class path Maven gives. The jars go into a local repository of the
     * test's own; everything else (plugins, the BOM's imports) comes from the user's repository as a mirror, so the
     * build needs no network and leaves the user's repository as it was.
     */
    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void the_readme_consumer_project_builds_with_maven_and_runs() throws Exception {
        Optional<Path> mvn = onPath("mvn");
        assumeTrue(mvn.isPresent(), "mvn is not on the PATH");
        Path root = Path.of("..").toAbsolutePath().normalize();
        Path domainJar = root.resolve("domain/target/gridpuzzle-domain-" + VERSION + ".jar");
        Path domainClasses = root.resolve("domain/target/classes");
        assumeTrue(Files.isRegularFile(domainJar) || Files.isDirectory(domainClasses), "the domain is not built");
        String readme = Files.readString(root.resolve("README.md"));
        Matcher pom = Pattern.compile("```xml\n(<\\?xml.*?<project.*?</project>\n)```", Pattern.DOTALL).matcher(readme);
        assertThat(pom.find()).as("a whole pom.xml in the README").isTrue();
        Matcher java = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL).matcher(readme);
        assertThat(java.find()).isTrue();
        Matcher commands = Pattern.compile("```sh\n(mvn -q package[^\n]*)\n(java -cp [^\n]*)\n```").matcher(readme);
        assertThat(commands.find()).as("the README's build and run commands").isTrue();

        Path project = Files.createDirectories(dir.resolve("consumer"));
        Files.writeString(project.resolve("pom.xml"), pom.group(1));
        Files.writeString(Files.createDirectories(project.resolve("src/main/java")).resolve("Example.java"), java.group(1));

        Path repo = dir.resolve("repo");
        install(repo, "gridpuzzle-parent", root.resolve("pom.xml"), null);
        install(repo, "gridpuzzle-bom", root.resolve("bom/pom.xml"), null);
        Path domain = Files.isRegularFile(domainJar) ? domainJar
                : ClassFolderJar.pack(domainClasses, dir.resolve("domain.jar"));
        install(repo, "gridpuzzle-domain", root.resolve("domain/pom.xml"), domain);
        install(repo, "gridpuzzle-formats", root.resolve("formats/pom.xml"),
                ClassFolderJar.pack(root.resolve("formats/target/classes"), dir.resolve("formats.jar")));
        Path userRepo = Path.of(System.getProperty("maven.repo.local",
                System.getProperty("user.home") + "/.m2/repository"));
        Path settings = Files.writeString(dir.resolve("settings.xml"), "<settings><mirrors><mirror><id>user</id>"
                + "<mirrorOf>*</mirrorOf><url>" + userRepo.toUri() + "</url></mirror></mirrors></settings>");

        List<String> build = new ArrayList<>(List.of(mvn.get().toString(), "-B", "-s", settings.toString(),
                "-Dmaven.repo.local=" + repo));
        build.addAll(List.of(commands.group(1).substring("mvn ".length()).split(" ")));
        Process maven = new ProcessBuilder(build).directory(project.toFile()).redirectErrorStream(true).start();
        String log = new String(maven.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(maven.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(maven.exitValue()).as(log).isZero();

        String classpath = project.resolve("target/classes") + File.pathSeparator
                + Files.readString(project.resolve("cp.txt")).strip();
        Path javaExe = Path.of(System.getProperty("java.home"), "bin", "java");
        Process run = new ProcessBuilder(javaExe.toString(), "-cp", classpath, "Example").directory(project.toFile())
                .redirectErrorStream(true).start();
        String printed = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(run.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(run.exitValue()).as(printed).isZero();
        assertThat(printed.lines().filter(l -> !l.isBlank()).toList()).hasSize(7).last().isEqualTo("unique: true");
        assertThat(commands.group(2)).isEqualTo("java -cp \"target/classes:$(cat cp.txt)\" Example");
    }

    private static final String VERSION = "0.1.0-SNAPSHOT";

    /** Puts a pom (and its jar) where a local repository keeps org.gridpuzzle:ARTIFACT:VERSION. */
    private static void install(Path repo, String artifact, Path pom, Path jar) throws IOException {
        Path folder = Files.createDirectories(repo.resolve("org/gridpuzzle/" + artifact + "/" + VERSION));
        Files.copy(pom, folder.resolve(artifact + "-" + VERSION + ".pom"));
        if (jar != null) {
            Files.copy(jar, folder.resolve(artifact + "-" + VERSION + ".jar"));
        }
    }

    private static Optional<Path> onPath(String command) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .map(d -> Path.of(d, command)).filter(Files::isExecutable).findFirst();
    }
}
