package org.gridpuzzle.sat4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.gridpuzzle.domain.Reachability;
import org.gridpuzzle.format.TextFormats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sat4j.specs.ISolver;

/**
 * The library guide's Sat4j example (docs/library.md, the block that declares {@code ReachExample}), taken from the
 * guide itself, compiled against the domain, formats and Sat4j jars and this one, and run in a JVM of its own with
 * nothing else on its class path: it must find the maze's path.
 */
class Sat4jExampleTest {

    @TempDir
    Path dir;

    @Test
    void the_guides_example_compiles_and_finds_the_path() throws Exception {
        String guide = Files.readString(Path.of("..", "docs", "library.md"));
        Matcher block = Pattern.compile("```java\n([^`]*?class ReachExample.*?)```", Pattern.DOTALL).matcher(guide);
        assertThat(block.find()).as("the ReachExample block in docs/library.md").isTrue();
        Path source = Files.writeString(dir.resolve("ReachExample.java"), block.group(1));

        String classpath = String.join(File.pathSeparator, location(Reachability.class), location(TextFormats.class),
                location(Sat4jSolver.class), location(ISolver.class));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int compiled = javac.run(null, null, diagnostics, "-cp", classpath, "-d", dir.toString(), source.toString());
        assertThat(compiled).as(diagnostics.toString(StandardCharsets.UTF_8)).isZero();

        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", dir + File.pathSeparator + classpath, "ReachExample"));
        Process run = new ProcessBuilder(command).redirectErrorStream(true).start();
        String printed = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(run.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(run.exitValue()).as(printed).isZero();
        assertThat(printed.strip()).isEqualTo("SAT 14 steps");
    }

    private static String location(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
