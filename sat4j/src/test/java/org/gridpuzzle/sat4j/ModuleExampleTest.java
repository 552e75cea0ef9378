package org.gridpuzzle.sat4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridpuzzle.fixtures.CopiedExample.location;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.fixtures.ClassFolderJar;
import org.gridpuzzle.fixtures.Compilation;
import org.gridpuzzle.fixtures.CopiedExample;
import org.gridpuzzle.fixtures.ExampleRun;
import org.gridpuzzle.format.TextFormats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library guide's module example (docs/library.md: the {@code module example} block and the
 * {@code SokobanExample} block), taken from the guide itself, compiled as a module with the domain and formats jars on
 * the module path and run with {@code java -m}, as the guide's commands do. It lives here rather than in the formats'
 * tests because here the formats come as their jar, whose manifest names the automatic module the example requires.
 */
class ModuleExampleTest {

    private static final Path GUIDE = Path.of("..", "docs", "library.md");

    @TempDir
    Path dir;

    @Test
    void the_guides_module_compiles_and_runs_on_the_module_path() throws Exception {
        CopiedExample example = CopiedExample.onModulePath(dir.resolve("example"), location(Sokoban.class),
                formatsJar());
        Compilation compiled = example.compile(Map.of(
                "module-info.java", CopiedExample.javaBlock(GUIDE, "module example"),
                "example/SokobanExample.java", CopiedExample.javaBlock(GUIDE, "class SokobanExample")));
        assertThat(compiled.succeeded()).as(compiled.diagnostics()).isTrue();

        ExampleRun run = example.run("example/example.SokobanExample");
        assertThat(run.exitValue()).as(run.printed()).isZero();
        assertThat(run.printed().strip()).isEqualTo("14 pushes, at least 10, solves: true");
        assertThat(Files.readString(GUIDE)).as("the guide's command runs what this test runs")
                .contains("-m example/example.SokobanExample");
    }

    /**
     * The formats jar; or, when a reactor run that stops before {@code package} hands over the formats' class folder,
     * those classes packed with the Automatic-Module-Name the formats' pom gives its jar ({@code module.name}).
     */
    private Path formatsJar() throws Exception {
        Path formats = location(TextFormats.class);
        if (Files.isRegularFile(formats)) {
            return formats;
        }
        Matcher name = Pattern.compile("<module.name>([^<]+)</module.name>")
                .matcher(Files.readString(Path.of("..", "formats", "pom.xml")));
        assertThat(name.find()).as("the formats' module name in formats/pom.xml").isTrue();
        return ClassFolderJar.pack(formats, dir.resolve("gridpuzzle-formats.jar"), name.group(1));
    }
}
