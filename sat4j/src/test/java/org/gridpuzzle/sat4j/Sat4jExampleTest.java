package org.gridpuzzle.sat4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridpuzzle.fixtures.CopiedExample.location;

import java.nio.file.Path;
import java.util.Map;
import org.gridpuzzle.domain.Reachability;
import org.gridpuzzle.fixtures.Compilation;
import org.gridpuzzle.fixtures.CopiedExample;
import org.gridpuzzle.fixtures.ExampleRun;
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
        String source = CopiedExample.javaBlock(Path.of("..", "docs", "library.md"), "class ReachExample");
        CopiedExample example = CopiedExample.onClassPath(dir, location(Reachability.class),
                location(TextFormats.class), location(Sat4jSolver.class), location(ISolver.class));
        Compilation compiled = example.compile(Map.of("ReachExample.java", source));
        assertThat(compiled.succeeded()).as(compiled.diagnostics()).isTrue();

        ExampleRun run = example.run("ReachExample");
        assertThat(run.exitValue()).as(run.printed()).isZero();
        assertThat(run.printed().strip()).isEqualTo("SAT 14 steps");
    }
}
