package org.gridpuzzle.domain.sokoban.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Small classes named for what they do: no main source file of the Sokoban planner (this package and those under it)
 * is longer than {@link #MAX_LINES} lines. FewerMoves had grown to 684 (its passes, their position, their walks, their
 * heap and their work cap in one class) before it was split.
 */
class SourceSizeTest {

    private static final int MAX_LINES = 300;
    /** The package's sources, from the module's folder (where the build runs the tests). */
    private static final Path SOURCES = Path.of("src/main/java/org/gridpuzzle/domain/sokoban");

    @Test
    void no_source_file_of_the_package_is_longer_than_300_lines() throws IOException {
        assertThat(SOURCES).as("run from the domain module's folder").isDirectory();
        List<Path> files;
        try (Stream<Path> all = Files.walk(SOURCES)) {
            files = all.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        assertThat(files).as("sources found").hasSizeGreaterThan(40);
        for (Path file : files) {
            long lines;
            try (Stream<String> text = Files.lines(file)) {
                lines = text.count();
            }
            assertThat(lines).as("lines of %s", file).isLessThanOrEqualTo(MAX_LINES);
        }
    }
}
