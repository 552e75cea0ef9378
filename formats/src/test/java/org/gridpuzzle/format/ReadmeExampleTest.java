package org.gridpuzzle.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.gridpuzzle.domain.Suguru;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's library example, taken from the README itself, compiled against the two jars and run. */
class ReadmeExampleTest {

    @TempDir
    Path dir;

    @Test
    void the_readme_example_compiles_runs_and_prints_a_verified_unique_solution() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        Matcher block = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL).matcher(readme);
        assertThat(block.find()).as("a java block in the README").isTrue();
        Path source = Files.writeString(dir.resolve("Example.java"), block.group(1));

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String classpath = location(Suguru.class) + File.pathSeparator + location(TextFormats.class);
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int compiled = javac.run(null, null, diagnostics, "-cp", classpath, "-d", dir.toString(), source.toString());
        assertThat(compiled).as(diagnostics.toString(StandardCharsets.UTF_8)).isZero();

        String printed = run(dir);
        List<String> lines = printed.lines().filter(l -> !l.isBlank()).toList();
        assertThat(lines).hasSize(7).last().isEqualTo("unique: true");
        int[][] rows = lines.subList(0, 6).stream()
                .map(l -> Pattern.compile(" ").splitAsStream(l).mapToInt(Integer::parseInt).toArray()).toArray(int[][]::new);
        // the example's text is the shipped easy-6x6 puzzle; what it printed must solve that puzzle
        assertThat(SuguruVerifier.isSolution(TextFormats.suguru(Files.readString(Path.of("..", "examples", "suguru",
                "easy-6x6.sug"))), IntGrid.fromRows(rows))).isTrue();
    }

    private static String run(Path classes) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                ReadmeExampleTest.class.getClassLoader())) {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            loader.loadClass("Example").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(saved);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String location(Class<?> type) throws URISyntaxException, IOException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
