package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * snowman solve --strategy search | search-optimal | hybrid: plans replay through snowman check, the optimal ones
 * have the ball moves SAT's sequential ascent proves optimal, a level no plan can solve is an answer (exit 3), and a
 * full memory budget stops the search with its bound (exit 3).
 */
class SnowmanSearchCliTest {

    @TempDir
    Path dir;

    @Test
    void every_search_strategy_plans_that_replay_and_optimal_ones_agree_with_sat() {
        assumeTrue(SharedData.sharedData("snowman/levels").isPresent(), "shared/data/snowman/levels is absent");
        Path levels = SharedData.sharedData("snowman/levels").orElseThrow();
        for (String name : new String[] {"tanya", "lydia", "rebecca"}) {
            String level = levels.resolve(name + ".lvl").toString();
            CliRun sat = CliRun.of("snowman", "solve", level, "--strategy", "sequential");
            assertThat(sat.exitCode()).as(sat.err()).isZero();
            int optimum = ballMoves(sat.out());
            for (String strategy : new String[] {"search", "search-optimal", "hybrid"}) {
                CliRun run = CliRun.of("snowman", "solve", level, "--strategy", strategy, "--timeout", "20s");
                assertThat(run.exitCode()).as(strategy + ": " + run.err()).isZero();
                String plan = run.out().lines().findFirst().orElseThrow();
                CliRun check = CliRun.of("snowman", "check", level, plan);
                assertThat(check.exitCode()).as(strategy + " " + name + ": " + check.out()).isZero();
                if (strategy.equals("search")) {
                    assertThat(ballMoves(run.out())).isGreaterThanOrEqualTo(optimum);
                } else {
                    assertThat(ballMoves(run.out())).as(strategy + " " + name).isEqualTo(optimum);
                    assertThat(run.out()).contains("(optimal)");
                }
            }
        }
    }

    @Test
    void a_level_without_a_plan_is_an_answer() throws Exception {
        // three small balls and no snow: nothing can grow
        Path level = Files.writeString(dir.resolve("grass.lvl"), "#######\n#q'1'1#\n#''1''#\n#######\n");
        CliRun run = CliRun.of("snowman", "solve", level.toString(), "--strategy", "hybrid");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.out()).contains("no plan exists (every state searched)");
    }

    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void a_full_memory_budget_stops_with_the_bound_reached() {
        assumeTrue(SharedData.sharedData("snowman/levels").isPresent(), "shared/data/snowman/levels is absent");
        Path level = SharedData.sharedData("snowman/levels").orElseThrow().resolve("rob_james_matthew.lvl");
        CliRun run = CliRun.of("snowman", "solve", level.toString(), "--strategy", "search-optimal", "--memory", "64m");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.out()).contains("memory budget of 36 MiB reached").containsPattern("at least \\d+ ball moves");
        assertThat(run.err()).doesNotContain("OutOfMemoryError");
    }

    private static int ballMoves(String out) {
        Matcher m = Pattern.compile(": (\\d+) ball moves").matcher(out);
        assertThat(m.find()).as(out).isTrue();
        return Integer.parseInt(m.group(1));
    }
}
