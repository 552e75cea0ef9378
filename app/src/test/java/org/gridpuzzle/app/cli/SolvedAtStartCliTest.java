package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.app.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A level already solved at its start is answered as such: its summary named a strategy that never ran ("search (by
 * search, no SAT call)", "sequential, path, sat4j (embedded); 0 solver calls").
 */
class SolvedAtStartCliTest {

    @TempDir
    Path dir;

    @Test
    void a_solved_level_says_so_whatever_the_strategy() throws Exception {
        Path xsb = Files.writeString(dir.resolve("solved.xsb"), "; 1 Solved\n#####\n#@* #\n#####\n");
        for (String strategy : new String[] {"auto", "search", "sequential"}) {
            CliRun run = CliRun.of("sokoban", "solve", xsb.toString(), "--strategy", strategy, "-q");
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.out()).as(strategy).contains("1 Solved: 0 pushes (optimal), 0 moves in all; already solved"
                    + " at the start").doesNotContain("solver call").doesNotContain("by search");
        }
        Path lvl = Files.writeString(dir.resolve("built.lvl"), "#####\n#p7.#\n#####\n");
        CliRun snowman = CliRun.of("snowman", "solve", lvl.toString(), "-q");
        assertThat(snowman.exitCode()).as(snowman.err()).isZero();
        assertThat(snowman.out()).contains("0 ball moves (optimal), 0 moves in all; already solved at the start");
    }
}
