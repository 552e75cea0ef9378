package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every reader takes {@code -} for standard input, and its messages call it {@code <stdin>}. */
class StandardInputTest {

    private final InputStream original = System.in;

    @TempDir
    Path dir;

    @AfterEach
    void restore() {
        System.setIn(original);
    }

    private static CliRun withInput(String text, String... args) {
        System.setIn(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        return CliRun.of(args);
    }

    private static String example(String relative) throws Exception {
        return Files.readString(Path.of(Examples.path(relative)));
    }

    @Test
    void suguru_puzzles_in_both_formats_and_solutions() throws Exception {
        String puzzle = example("suguru/easy-6x6.sug");
        CliRun text = withInput(puzzle, "suguru", "solve", "-", "-o", dir.resolve("s.sug").toString());
        assertThat(text.exitCode()).as(text.err()).isZero();
        CliRun paper = withInput(example("suguru/8x8.in"), "suguru", "solve", "-", "--format", "paper");
        assertThat(paper.exitCode()).as(paper.err()).isZero();
        CliRun verify = withInput(Files.readString(dir.resolve("s.sug")), "suguru", "verify",
                Examples.path("suguru/easy-6x6.sug"), "-");
        assertThat(verify.exitCode()).isZero();
        assertThat(verify.out()).startsWith("valid: <stdin> solves ");
    }

    @Test
    void floodit_boards_and_graphs() throws Exception {
        CliRun board = withInput(example("floodit/8x8-4.flood"), "floodit", "solve", "-");
        assertThat(board.exitCode()).as(board.err()).isZero();
        CliRun graph = withInput(example("floodit/path3.col"), "floodit", "reduce-vc", "-");
        assertThat(graph.exitCode()).as(graph.err()).isZero();
        assertThat(graph.out()).isNotBlank();
    }

    @Test
    void maps_formulas_and_levels() throws Exception {
        CliRun map = withInput(example("reach/maze.map"), "reach", "-");
        assertThat(map.exitCode()).as(map.err()).isZero();
        CliRun cnf = withInput("p cnf 2 2\n1 2 0\n-1 0\n", "sat", "-");
        assertThat(cnf.exitCode()).isEqualTo(10);
        assertThat(cnf.out()).startsWith("c <stdin>: 2 variables");
        CliRun xsb = withInput(example("sokoban/two.xsb"), "sokoban", "check", "-", "rRR");
        assertThat(xsb.exitCode()).as(xsb.err()).isZero();
        CliRun lvl = withInput(example("snowman/three-balls.lvl"), "snowman", "check", "-", "uurrrDDllluRRurDDlldR");
        assertThat(lvl.exitCode()).as(lvl.err()).isZero();
        assertThat(lvl.out()).startsWith("<stdin>: solved");
    }

    @Test
    void errors_in_standard_input_name_it_with_line_and_column() {
        CliRun bad = withInput("AB\nCB\n\n1x\n.2\n", "suguru", "solve", "-");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.errLines()).isEqualTo(1);
        assertThat(bad.err()).startsWith("gridpuzzle: <stdin>:4:2: ");
    }
}
