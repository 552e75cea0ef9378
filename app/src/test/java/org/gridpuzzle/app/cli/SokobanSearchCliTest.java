package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * sokoban solve --strategy search | search-optimal | hybrid: plans replay through sokoban check, the optimal ones
 * have the pushes SAT proves optimal, a level without a plan is an answer (exit 3), and a full memory budget stops the search with its bound (exit 3), not an OutOfMemoryError.
 */
class SokobanSearchCliTest {

    private static final String LEVELS = """
            ; 1 Corridor
            #######
            #@ $ .#
            #######

            ; 2 Corner
            ######
            #    #
            # #$ #
            # @ .#
            ######

            ; 3 Door
            #############
            #     #     #
            # $ $ # ... #
            #  $ $  ... #
            # $ $ #     #
            #@    #######
            #############

            ; 4 Stuck
            #####
            #$ .#
            #  @#
            #####
            """;

    @TempDir
    Path dir;

    @Test
    void every_search_strategy_plans_that_replay_and_optimal_ones_agree_with_sat() throws Exception {
        Path xsb = Files.writeString(dir.resolve("four.xsb"), LEVELS);
        for (int level = 1; level <= 3; level++) {
            int optimum = 41; // level 3: unpruned breadth-first search over 12.5 million states; SAT takes minutes
            if (level < 3) {
                CliRun sat = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "" + level, "--strategy", "recipe");
                assertThat(sat.exitCode()).as(sat.err()).isZero();
                optimum = pushes(sat.out());
            }
            for (String strategy : new String[] {"search", "search-optimal", "hybrid"}) {
                CliRun run = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "" + level, "--strategy",
                        strategy, "--timeout", "20s");
                assertThat(run.exitCode()).as(strategy + ": " + run.err()).isZero();
                String plan = run.out().lines().findFirst().orElseThrow();
                assertThat(CliRun.of("sokoban", "check", xsb.toString(), plan, "--level", "" + level).exitCode())
                        .as(strategy + " level " + level).isZero();
                if (strategy.equals("search")) {
                    assertThat(pushes(run.out())).isGreaterThanOrEqualTo(optimum);
                } else {
                    assertThat(pushes(run.out())).as(strategy + " level " + level).isEqualTo(optimum);
                    assertThat(run.out()).contains("(optimal)");
                }
            }
        }
        // no plan exists: no bound to give (it printed "at least 1073741823 pushes", the bound's "more than any plan")
        for (String strategy : new String[] {"hybrid", "search", "sequential"}) {
            CliRun stuck = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "4", "--strategy", strategy);
            assertThat(stuck.exitCode()).isEqualTo(3);
            assertThat(stuck.out()).as(strategy).contains("4 Stuck: no plan: no plan exists (")
                    .doesNotContain("at least").doesNotContain("1073741823");
        }
        CliRun stuckJson = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "4", "--json");
        assertThat(stuckJson.out()).contains("\"lowerBound\" : null", "\"noPlanExists\" : true");
        CliRun json = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "3", "--strategy", "search-optimal",
                "--json");
        assertThat(json.exitCode()).isZero();
        assertThat(json.out()).contains("\"strategy\" : \"search-optimal\"").contains("\"optimal\" : true");
        // the moves in all beside the pushes
        Matcher plan = Pattern.compile("\"moves\" : \"([lurdLURD]+)\"").matcher(json.out());
        assertThat(plan.find()).isTrue();
        assertThat(json.out()).contains("\"length\" : " + plan.group(1).length() + ",");
    }

    @Test
    void without_a_strategy_the_default_finds_and_proves_xsokoban_1_and_snowman_adam() {
        assumeTrue(SharedData.sharedData("sokoban/xsokoban90").isPresent(), "shared/data/sokoban/xsokoban90 is absent");
        assumeTrue(SharedData.sharedData("snowman").isPresent(), "shared/data/snowman is absent");
        Path xsb = SharedData.sharedData("sokoban/xsokoban90").get().resolve("levels.xsb");
        CliRun sokoban = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "1", "--timeout", "30s");
        assertThat(sokoban.exitCode()).as(sokoban.err()).isZero();
        assertThat(sokoban.out()).contains("97 pushes (optimal)", "auto");
        // a plan a person would play: A*'s push-optimal plan walked 394 to 510 moves; the best known is about 250
        Matcher moves = Pattern.compile("97 pushes \\(optimal\\), (\\d+) moves in all").matcher(sokoban.out());
        assertThat(moves.find()).as(sokoban.out()).isTrue();
        assertThat(Integer.parseInt(moves.group(1))).isLessThanOrEqualTo(250);
        Path adam = SharedData.sharedData("snowman").get().resolve("levels/adam.lvl");
        CliRun snowman = CliRun.of("snowman", "solve", adam.toString(), "--timeout", "30s");
        assertThat(snowman.exitCode()).as(snowman.err()).isZero();
        assertThat(snowman.out()).contains("12 ball moves (optimal)");
    }

    @Test
    void levels_are_chosen_by_number_or_by_title_and_an_unknown_title_is_one_line() throws Exception {
        Path xsb = Files.writeString(dir.resolve("four.xsb"), LEVELS);
        CliRun byTitle = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "corner", "--level", "1", "--strategy",
                "search");
        assertThat(byTitle.exitCode()).as(byTitle.err()).isZero();
        assertThat(byTitle.out()).contains("1 Corridor:", "2 Corner:");
        assertThat(byTitle.out().indexOf("1 Corridor:")).isLessThan(byTitle.out().indexOf("2 Corner:"));
        CliRun unknown = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "Attic");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err().strip()).startsWith("gridpuzzle: " + xsb + ": no level titled 'Attic' (the titles run '1 Corridor'")
                .doesNotContain("\n");
    }

    @Test
    void a_full_memory_budget_stops_with_the_bound_reached() {
        assumeTrue(SharedData.sharedData("sokoban/microban").isPresent(), "shared/data/sokoban/microban is absent");
        Path microban = SharedData.sharedData("sokoban/microban").orElseThrow().resolve("levels.xsb");
        // Microban 93 takes millions of states to prove; 64 MiB of process leave the search 36 MiB
        CliRun run = CliRun.of("sokoban", "solve", microban.toString(), "--level", "93", "--strategy",
                "search-optimal", "--memory", "64m");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.out()).contains("no plan: memory budget of 36 MiB reached").containsPattern("at least \\d+ pushes");
        assertThat(run.err()).doesNotContain("OutOfMemoryError");
    }

    private static int pushes(String out) {
        Matcher m = Pattern.compile(": (\\d+) pushes").matcher(out);
        assertThat(m.find()).as(out).isTrue();
        return Integer.parseInt(m.group(1));
    }
}
