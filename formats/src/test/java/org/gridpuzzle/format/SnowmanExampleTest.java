package org.gridpuzzle.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridpuzzle.fixtures.CopiedExample.location;

import java.nio.file.Path;
import java.util.Map;
import org.gridpuzzle.domain.Snowman;
import org.gridpuzzle.fixtures.Compilation;
import org.gridpuzzle.fixtures.CopiedExample;
import org.gridpuzzle.fixtures.ExampleRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library guide's Snowman example ({@code SnowmanExample}, docs/library.md), taken from the guide itself,
 * compiled against the domain and formats jars alone and run in a JVM of its own, as a user who copies it would: a
 * plan by search, with no SAT solver, proved optimal and replayed on the level.
 */
class SnowmanExampleTest {

    @TempDir
    Path dir;

    @Test
    void the_guides_example_compiles_and_prints_its_answer() throws Exception {
        String source = CopiedExample.javaBlock(Path.of("..", "docs", "library.md"), "class SnowmanExample");
        CopiedExample example = CopiedExample.onClassPath(dir, location(Snowman.class), location(TextFormats.class));
        Compilation compiled = example.compile(Map.of("SnowmanExample.java", source));
        assertThat(compiled.succeeded()).as(compiled.diagnostics()).isTrue();

        ExampleRun run = example.run("SnowmanExample");
        assertThat(run.exitValue()).as(run.printed()).isZero();
        assertThat(run.printed().strip()).isEqualTo("7 ball moves, optimal: true, solves: true");
    }
}
