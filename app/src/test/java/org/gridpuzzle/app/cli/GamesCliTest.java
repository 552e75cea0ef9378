package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.gridpuzzle.app.CliRun;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** sokoban check and snowman check: exit 0 solved, 3 with where a plan stops, 2 for bad files. */
class GamesCliTest {

    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void sokoban_plans_are_replayed_strictly() throws Exception {
        Path xsb = file("two.xsb", "; 1 Easy\n#######\n#@ $ .#\n#######\n\n; 2 Other\n#####\n#@$.#\n#####\n");
        CliRun solved = CliRun.of("sokoban", "check", xsb.toString(), "rRR");
        assertThat(solved.exitCode()).isZero();
        assertThat(solved.out()).contains("1 Easy: solved in 3 moves (2 pushes)");
        assertThat(CliRun.of("sokoban", "check", xsb.toString(), "R", "--level", "2").exitCode()).isZero();
        CliRun wrongCase = CliRun.of("sokoban", "check", xsb.toString(), "rRr");
        assertThat(wrongCase.exitCode()).isEqualTo(3);
        assertThat(wrongCase.out()).contains("invalid at move 3").contains("upper case");
        CliRun short_ = CliRun.of("sokoban", "check", xsb.toString(), "rR");
        assertThat(short_.exitCode()).isEqualTo(3);
        assertThat(short_.out()).contains("1 box off the goals");
        CliRun noLevel = CliRun.of("sokoban", "check", xsb.toString(), "R", "--level", "3");
        assertThat(noLevel.exitCode()).isEqualTo(2);
        assertThat(noLevel.err()).contains("no level 3");
        CliRun bad = CliRun.of("sokoban", "check", file("bad.xsb", "; 4 Broken\n#####\n#$$.#\n#@  #\n#####\n").toString(), "r");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("bad.xsb:2").contains("'4 Broken'").contains("2 boxes and 1 goal;");
    }

    @Test
    void sokoban_solve_by_asp_finds_the_fewest_pushes_and_bad_choices_are_one_line() throws Exception {
        Path xsb = file("two.xsb", "; 1 Easy\n#######\n#@ $ .#\n#######\n\n; 2 Stuck\n#####\n#$ .#\n#  @#\n#####\n");
        for (String[] args : new String[][] {{"--model", "lazy"}, {"--steps", "-1"}, {"--backend", "csp"}}) {
            CliRun bad = CliRun.of(concat(new String[] {"sokoban", "solve", xsb.toString(), "--backend", "asp"}, args));
            assertThat(bad.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(bad.err().strip()).doesNotContain("\n").doesNotContain("Exception");
        }
        CliRun satModel = CliRun.of("sokoban", "solve", xsb.toString(), "--model", "fair");
        assertThat(satModel.exitCode()).isEqualTo(2);
        assertThat(satModel.err()).contains("--model goes with --backend asp or minizinc");
        CliRun snowman = CliRun.of("snowman", "solve", file("one.lvl", "######\n#p16'#\n######\n").toString(),
                "--backend", "asp");
        assertThat(snowman.exitCode()).isEqualTo(2);
        assertThat(snowman.err()).contains("the asp models are Sokoban's");
        Assumptions.assumeTrue(onPath("gringo") && onPath("clasp"), "gringo or clasp is not on the PATH");
        CliRun solved = CliRun.of("sokoban", "solve", xsb.toString(), "--backend", "asp");
        assertThat(solved.exitCode()).as(solved.err()).isZero();
        assertThat(solved.out()).startsWith("rRR").contains("1 Easy: 2 pushes (optimal)").contains("asp fair model");
        CliRun decided = CliRun.of("sokoban", "solve", xsb.toString(), "--backend", "asp", "--model", "competition",
                "--steps", "1");
        assertThat(decided.exitCode()).isZero();
        assertThat(decided.out()).contains("2 pushes (at least 1, gap 1)"); // decided at one step: not proved
        CliRun stuck = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "2", "--backend", "asp", "--max-steps", "4");
        assertThat(stuck.exitCode()).isEqualTo(3);
        // a box in a corner: our bound rules every plan out before the planner is asked, and no number is printed
        assertThat(stuck.out()).contains("2 Stuck: no plan: no plan exists (the boxes cannot all reach distinct goals)")
                .doesNotContain("at least");
    }

    @Test
    void snowman_solve_by_minizinc_finds_the_fewest_ball_moves_in_each_ball_move_setting() throws Exception {
        Path level = file("small.lvl", "#####\n#...#\n#.1.#\n#p1.#\n#.1.#\n#...#\n#####\n");
        Path xsb = file("one.xsb", "#####\n#@$.#\n#####\n");
        CliRun sokoban = CliRun.of("sokoban", "solve", xsb.toString(), "--backend", "minizinc");
        assertThat(sokoban.exitCode()).isEqualTo(2);
        assertThat(sokoban.err()).contains("the minizinc models are Snowman's");
        CliRun unknown = CliRun.of("snowman", "solve", level.toString(), "--backend", "minizinc", "--model", "fair");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("no minizinc model 'fair' (agent, dag, path)");
        Assumptions.assumeTrue(onPath("minizinc"), "minizinc is not on the PATH");
        for (String model : new String[] {"path", "dag"}) {
            CliRun solved = CliRun.of("snowman", "solve", level.toString(), "--backend", "minizinc", "--model", model);
            assertThat(solved.exitCode()).as(solved.err()).isZero();
            assertThat(solved.out()).contains("5 ball moves (optimal)").contains("minizinc " + model + " model");
            String plan = solved.out().lines().findFirst().orElseThrow();
            assertThat(CliRun.of("snowman", "check", level.toString(), plan).exitCode()).isZero();
        }
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    @Test
    void snowman_plans_are_replayed_and_bad_levels_are_one_line() throws Exception {
        Path level = file("one.lvl", "######\n#p16'#\n######\n");
        CliRun solved = CliRun.of("snowman", "check", level.toString(), "r");
        assertThat(solved.exitCode()).isZero();
        assertThat(solved.out()).contains("solved in 1 moves (1 ball moves)");
        CliRun blocked = CliRun.of("snowman", "check", level.toString(), "l");
        assertThat(blocked.exitCode()).isEqualTo(3);
        assertThat(blocked.out()).contains("invalid at move 1").contains("cannot move left");
        CliRun bad = CliRun.of("snowman", "check", file("bad.lvl", "#####\n#p11#\n#####\n").toString(), "r");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err().strip()).contains("bad.lvl:1").contains("multiple of 3").doesNotContain("\n");
    }

    /**
     * Cubes the run would drop without a word are refused before it starts (hostile run L9: {@code --cubes 4 --steps 0}
     * ran a plain search, exit 0): a bound of 0 steps is below the spec's range (leave --steps out to ascend), a
     * strategy that asks no sequential SAT question has nothing to split, and a model back-end has its own solver.
     */
    @Test
    void cubes_that_would_be_dropped_are_refused_with_one_line() throws Exception {
        Path snowman = file("small.lvl", "#####\n#...#\n#.1.#\n#p1.#\n#.1.#\n#...#\n#####\n");
        Path sokoban = file("one.xsb", "; 1 Easy\n#######\n#@ $ .#\n#######\n");
        for (Path level : new Path[] {snowman, sokoban}) {
            String game = level == snowman ? "snowman" : "sokoban";
            String[][] refusals = {
                {"--cubes 4 --steps 0", "--steps must be at least 1, got 0"},
                {"--steps 0", "--steps must be at least 1, got 0"},
                {"--cubes 4 --strategy search", "--cubes 4 splits sequential SAT questions, and --strategy search asks"
                    + " none"},
                {"--cubes 4 --strategy parallel", "--strategy parallel asks none"},
                {"--cubes 4 --strategy search-optimal", "or give --steps K"},
                {"--cubes 4 --backend " + (level == snowman ? "minizinc" : "asp"), "takes no cubes"},
            };
            for (String[] refusal : refusals) {
                String[] args = concat(new String[] {game, "solve", level.toString()}, refusal[0].split(" "));
                CliRun run = CliRun.of(args);
                assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(2);
                assertThat(run.err().strip()).as(String.join(" ", args)).contains(refusal[1]).doesNotContain("\n");
                assertThat(run.out()).as("refused before the run").isEmpty();
            }
            // what the cubes are for still runs
            CliRun cubed = CliRun.of(game, "solve", level.toString(), "--strategy", "sequential", "--cubes", "4");
            assertThat(cubed.exitCode()).as(cubed.err()).isZero();
            CliRun decided = CliRun.of(game, "solve", level.toString(), "--cubes", "4", "--steps", "9");
            assertThat(decided.exitCode()).as(decided.err()).isIn(0, 3);
            assertThat(decided.out()).isNotEmpty();
        }
    }

    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void snowman_solve_finds_an_optimal_plan_that_check_accepts() throws Exception {
        // a copy of the smallest base-game layout (optimum: 5 ball moves)
        Path level = file("small.lvl", "#####\n#...#\n#.1.#\n#p1.#\n#.1.#\n#...#\n#####\n");
        for (String strategy : new String[] {"sequential", "recipe"}) {
            CliRun solved = CliRun.of("snowman", "solve", level.toString(), "--strategy", strategy);
            assertThat(solved.exitCode()).as(solved.err()).isZero();
            String plan = solved.out().lines().findFirst().orElseThrow();
            assertThat(solved.out()).contains("5 ball moves (optimal)");
            assertThat(CliRun.of("snowman", "check", level.toString(), plan).exitCode()).isZero();
        }
        // three small balls need 5 ball moves at least (2 size units + 2 stacks + 1): the ascent starts there
        CliRun ascending = CliRun.of("snowman", "solve", level.toString(), "--strategy", "sequential");
        assertThat(ascending.err()).contains("ascend 5: SAT").doesNotContain("ascend 4");
        CliRun capped = CliRun.of("snowman", "solve", level.toString(), "--strategy", "sequential", "--max-steps", "3");
        assertThat(capped.exitCode()).isEqualTo(3);
        assertThat(capped.out()).contains("no plan of at most 3 steps").contains("at least 5 ball moves");
        Path spread = file("spread.lvl", "#######\n#.....#\n#.1.1.#\n#p....#\n#..1..#\n#######\n");
        CliRun refuting = CliRun.of("snowman", "solve", spread.toString(), "--strategy", "sequential");
        assertThat(refuting.err()).contains("ascend 5: UNSAT").contains("ascend 6: UNSAT").contains("ascend 7: SAT");
        assertThat(refuting.out()).contains("7 ball moves (optimal)");
        // cube-and-conquer: every question of the ascent split by the first ball moves, or one bound decided
        CliRun cubed = CliRun.of("snowman", "solve", spread.toString(), "--strategy", "sequential", "--cubes", "8");
        assertThat(cubed.exitCode()).as(cubed.err()).isZero();
        assertThat(cubed.err()).contains("ascend, cube 1/").contains("7: SAT");
        assertThat(cubed.out()).contains("7 ball moves (optimal)");
        CliRun six = CliRun.of("snowman", "solve", spread.toString(), "--cubes", "8", "--steps", "6");
        assertThat(six.exitCode()).as(six.err()).isEqualTo(3);
        assertThat(six.out()).contains("no plan of at most 6 moves (all ").contains("at least 7 ball moves");
        CliRun seven = CliRun.of("snowman", "solve", spread.toString(), "--cubes", "8", "--steps", "7");
        assertThat(seven.exitCode()).as(seven.err()).isZero();
        assertThat(CliRun.of("snowman", "check", spread.toString(), seven.out().lines().findFirst().orElseThrow())
                .exitCode()).isZero();
        CliRun searched = CliRun.of("snowman", "solve", spread.toString(), "--strategy", "search-optimal", "--cubes", "8",
                "--steps", "6");
        assertThat(searched.exitCode()).as(searched.err()).isEqualTo(3);
        assertThat(searched.out()).contains("no plan of at most 6 moves (all ");
        assertThat(searched.err()).contains("search, cube 1/");
        CliRun alone = CliRun.of("snowman", "solve", spread.toString(), "--steps", "6");
        assertThat(alone.exitCode()).isEqualTo(2);
        assertThat(alone.err()).contains("--steps with them or with --cubes");
        CliRun none = CliRun.of("snowman", "solve", spread.toString(), "--cubes", "0");
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).contains("--cubes must be between 1 and 65536, got 0");
        CliRun unknown = CliRun.of("snowman", "solve", level.toString(), "--strategy", "fastest");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown strategy 'fastest'").contains("recipe");
    }

    @Test
    void sokoban_solve_plans_every_level_and_can_write_the_formulas() throws Exception {
        Path xsb = file("two.xsb", "; 1 Easy\n#######\n#@ $ .#\n#######\n\n; 2 Other\n######\n#@$ .#\n# $ .#\n######\n");
        Path cnfs = dir.resolve("cnf");
        Files.createDirectories(cnfs);
        CliRun all = CliRun.of("sokoban", "solve", xsb.toString(), "--all", "--strategy", "recipe", "--json",
                "--dimacs", cnfs.toString());
        assertThat(all.exitCode()).as(all.err()).isZero();
        assertThat(all.out()).contains("\"objectMoves\" : 2").contains("\"objectMoves\" : 4").contains("\"optimal\" : true");
        // one file per solver call
        int calls = Pattern.compile("\"solverCalls\" : (\\d+)").matcher(all.out()).results()
                .mapToInt(m -> Integer.parseInt(m.group(1))).sum();
        assertThat(calls).isGreaterThanOrEqualTo(2);
        try (var listing = Files.list(cnfs)) {
            assertThat(listing.filter(p -> p.toString().endsWith(".cnf")).count()).isEqualTo(calls);
        }
        CliRun second = CliRun.of("sokoban", "solve", xsb.toString(), "--level", "2", "--encoding", "dag");
        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(second.out()).contains("Other: 4 pushes (optimal)");
        String plan = second.out().lines().findFirst().orElseThrow();
        assertThat(CliRun.of("sokoban", "check", xsb.toString(), plan, "--level", "2").exitCode()).isZero();
        CliRun stuck = CliRun.of("sokoban", "solve", file("stuck.xsb", "#####\n#@$.#\n#####\n").toString(),
                "--strategy", "agent-moves");
        assertThat(stuck.exitCode()).as(stuck.err()).isZero();
        assertThat(stuck.out()).contains("1 pushes (optimal), 1 moves in all");
    }
}
