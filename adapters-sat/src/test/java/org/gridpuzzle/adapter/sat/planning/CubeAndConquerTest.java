package org.gridpuzzle.adapter.sat.planning;

import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.adapter.sat.dimacs.ExternalSatSolver;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.planning.internal.GameEncoding;
import org.gridpuzzle.domain.planning.internal.PlanCubes;
import org.gridpuzzle.domain.planning.internal.PlanSearch;
import org.gridpuzzle.domain.planning.PlanOptions.Cubing;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.internal.SnowmanBreadthFirst;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanBreadthFirst;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.fixtures.RandomRooms;
import org.gridpuzzle.fixtures.SharedData;
import org.gridpuzzle.format.snowman.SnowmanLvlFormat;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Cube-and-conquer against the plain solver and breadth-first search: a question "a plan of at most T object moves?"
 * spread over N cube jobs has a plan in some job exactly when the plain formula is satisfiable (plans replayed inside
 * the search), and every job refutes its cubes exactly when it is not; the in-process split ({@code --cubes N}) finds
 * the same optimum as the plain ascent and the recipe. The same split with each cube's rest searched by A* agrees too.
 */
class CubeAndConquerTest {

    private static final int MAX_STEPS = 12;
    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(60));

    @Property(tries = 30)
    void sokoban_cube_jobs_agree_with_breadth_first_search(@ForAll @IntRange(min = 1, max = 2) int boxes,
            @ForAll @IntRange(min = 1, max = 9) int cubes, @ForAll long seed) {
        Optional<SokobanLevel> made = RandomRooms.sokoban(boxes, new Random(seed));
        if (made.isEmpty()) {
            return;
        }
        int optimum = new SokobanBreadthFirst(false).solve(made.get(), LIMITS).map(SokobanBreadthFirst.Plan::pushes)
                .filter(p -> p <= MAX_STEPS).orElse(-1);
        assertAgree(new SokobanEncoding(made.get()), optimum, cubes, Sat4jSolver::new);
    }

    @Property(tries = 15)
    void snowman_cube_jobs_agree_with_breadth_first_search(@ForAll @IntRange(min = 1, max = 9) int cubes,
            @ForAll long seed) {
        SnowmanLevel level = RandomRooms.snowman(new Random(seed));
        int optimum = new SnowmanBreadthFirst().solve(level, LIMITS).map(SnowmanBreadthFirst.Plan::ballMoves)
                .filter(p -> p <= MAX_STEPS).orElse(-1);
        assertAgree(new SnowmanEncoding(level), optimum, cubes, Sat4jSolver::new);
    }

    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void cube_jobs_decide_the_formulas_around_the_published_snowman_optima() throws IOException {
        for (String name : new String[] {"tanya", "rebecca", "chris", "lydia"}) {
            assertPublished(name, 8, Sat4jSolver::new);
        }
    }

    /**
     * Every Snowman level with a known optimum, its formulas at the optimum and one below, plain and in 16 cube jobs,
     * with CaDiCaL and 300 s per call; a formula the plain solver leaves undecided is printed and not compared (tagged
     * heavy: about an hour on two cores). Prints the times side by side.
     */
    @Test
    @Tag("heavy")
    void cube_jobs_decide_the_formulas_of_every_snowman_level_with_a_known_optimum() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/cadical")), "cadical is not installed");
        SatSolverFactory cadical = () -> new ExternalSatSolver("cadical -q");
        Limits limits = Limits.none().withTimeLimit(Duration.ofSeconds(300));
        for (String row : Files.readAllLines(shared().resolve("best-known.csv")).subList(1, 31)) {
            String[] cells = row.split(",", -1);
            if (cells[4].isEmpty()) {
                continue;
            }
            int optimum = Integer.parseInt(cells[4]);
            GameEncoding game = new SnowmanEncoding(snowman(cells[0].replace(".lvl", "")));
            for (int t = optimum - 1; t <= optimum; t++) {
                long t0 = System.nanoTime();
                PlanOutcome plain = PlanSearch.run(game, new PlanOptions(PlanStrategy.SEQUENTIAL,
                        EncodingKind.PATH, t, true), cadical, limits, (phase, bound, status, nanos, v, c) -> { });
                long t1 = System.nanoTime();
                if (plain.moves() == null && !plain.stopped().startsWith("no plan")) {
                    System.out.printf("%s at %d: undecided by the plain solver in %.0f s%n", cells[0], t, (t1 - t0) / 1e9);
                    continue;
                }
                boolean cubes = cubeJobs(game, t, 16, cadical, limits);
                System.out.printf("%s at %d: %s, plain %.1f s, 16 cube jobs %.1f s%n", cells[0], t,
                        cubes ? "SAT" : "UNSAT", (t1 - t0) / 1e9, (System.nanoTime() - t1) / 1e9);
                assertThat(cubes).as("%s at %d", cells[0], t).isEqualTo(plain.moves() != null).isEqualTo(t >= optimum);
            }
        }
    }

    @Test
    void a_split_covers_every_start_and_deals_each_cube_to_one_job() throws IOException {
        GameEncoding game = new SnowmanEncoding(snowman("tanya"));
        List<PlanCubes.Cube> cubes = PlanCubes.split(game, 5, 40, true, Limits.none().start());
        assertThat(cubes).hasSizeGreaterThanOrEqualTo(40).doesNotHaveDuplicates();
        List<PlanCubes.Cube> dealt = new ArrayList<>();
        for (int job = 1; job <= 7; job++) {
            dealt.addAll(PlanCubes.bucket(cubes, job, 7));
        }
        assertThat(dealt).containsExactlyInAnyOrderElementsOf(cubes);
        // no start is a prefix of another: the cubes are disjoint
        for (PlanCubes.Cube a : cubes) {
            for (PlanCubes.Cube b : cubes) {
                if (a != b && !a.ends() && a.length() <= b.length()) {
                    assertThat(java.util.Arrays.equals(a.actions(), java.util.Arrays.copyOf(b.actions(), a.length())))
                            .as("%s starts %s", a, b).isFalse();
                }
            }
        }
    }

    @Test
    void a_split_beyond_the_memory_budget_is_refused_as_a_memory_stop() throws IOException {
        GameEncoding game = new SnowmanEncoding(snowman("tanya"));
        Limits tight = Limits.none().withMemoryBudget(1 << 20);
        for (PlanOptions options : List.of(
                PlanOptions.of(PlanStrategy.SEQUENTIAL, null, 9, true).withCubing(new Cubing(60_000, 5, 0)),
                PlanOptions.of(PlanStrategy.SEARCH_OPTIMAL, null, 9, true).withCubing(new Cubing(60_000, 5, 0)
                        .bySearch()))) {
            PlanOutcome out = PlanSearch.run(game, options, Sat4jSolver::new, tight, (p, b, s, n, v, c) -> { });
            assertThat(out.moves()).isNull();
            assertThat(out.stopped()).as("%s", options.cubing()).startsWith("memory budget reached");
        }
    }

    private static void assertPublished(String name, int cubes, SatSolverFactory solver) throws IOException {
        int optimum = -1;
        for (String row : Files.readAllLines(shared().resolve("best-known.csv"))) {
            if (row.startsWith(name + ".lvl,")) {
                optimum = Integer.parseInt(row.split(",", -1)[4]);
            }
        }
        GameEncoding game = new SnowmanEncoding(snowman(name));
        for (int t = optimum - 1; t <= optimum; t++) {
            assertThat(cubeJobs(game, t, cubes, solver)).as("%s at %d with %d cube jobs", name, t, cubes)
                    .isEqualTo(plain(game, t, solver)).isEqualTo(t >= optimum);
        }
    }

    /** The plain ascent, the cube jobs at and below the optimum, and the in-process split agree. */
    private static void assertAgree(GameEncoding game, int optimum, int cubes, SatSolverFactory solver) {
        int top = optimum < 0 ? 4 : optimum;
        for (int t = Math.max(1, top - 1); t <= top; t++) {
            boolean plain = plain(game, t, solver);
            assertThat(plain).as("plain at %d (optimum %d)", t, optimum).isEqualTo(optimum >= 0 && t >= optimum);
            assertThat(cubeJobs(game, t, cubes, solver)).as("%d cube jobs at %d", cubes, t).isEqualTo(plain);
            assertThat(searchedCubeJobs(game, t, cubes)).as("%d cube jobs by search at %d", cubes, t).isEqualTo(plain);
        }
        if (optimum >= 0) {
            // above the optimum some starts waste moves: their cubes still lead to plans, replayed whole
            assertThat(searchedCubeJobs(game, optimum + 2, cubes)).as("%d cube jobs by search at %d", cubes, optimum + 2)
                    .isTrue();
            assertThat(cubeJobs(game, optimum + 2, cubes, solver)).as("%d cube jobs at %d", cubes, optimum + 2).isTrue();
            // so many cubes that some plans end inside the split: those cubes end the plan with idle steps
            PlanOutcome fine = run(game, PlanOptions.of(PlanStrategy.SEQUENTIAL, null, MAX_STEPS, true)
                    .withCubing(new Cubing(300, optimum + 2, 0)), solver);
            assertThat(fine.objectMoves()).as("every cube of 300 at %d", optimum + 2).isBetween(optimum, optimum + 2);
        }
        for (PlanStrategy s : new PlanStrategy[] {PlanStrategy.SEQUENTIAL, PlanStrategy.RECIPE}) {
            PlanOutcome split = run(game, PlanOptions.of(s, null, MAX_STEPS, true)
                    .withCubing(Cubing.of(cubes)), solver);
            assertThat(split.objectMoves()).as("%s with %d cubes", s, cubes).isEqualTo(optimum);
            assertThat(split.moves() == null || split.optimal()).isTrue();
        }
    }

    /** Whether a plan of at most t object moves exists, by one ascent to t. */
    private static boolean plain(GameEncoding game, int t, SatSolverFactory solver) {
        PlanOutcome out = run(game, new PlanOptions(PlanStrategy.SEQUENTIAL, EncodingKind.PATH, t, true),
                solver);
        assertThat(out.stopped() == null || out.stopped().startsWith("no plan")).as(out.stopped()).isTrue();
        return out.moves() != null;
    }

    /** The same by every job of a split into n: a plan in some job, or every job refuting its cubes. */
    private static boolean cubeJobs(GameEncoding game, int t, int n, SatSolverFactory solver) {
        return cubeJobs(game, t, n, solver, LIMITS);
    }

    private static boolean cubeJobs(GameEncoding game, int t, int n, SatSolverFactory solver, Limits limits) {
        return jobs(t, n, job -> run(game, new PlanOptions(PlanStrategy.SEQUENTIAL, EncodingKind.PATH, t, true)
                .withCubing(Cubing.job(t, job, n)), solver, limits));
    }

    /** The same with each cube's rest searched by the game's A*. */
    private static boolean searchedCubeJobs(GameEncoding game, int t, int n) {
        return jobs(t, n, job -> run(game, new PlanOptions(PlanStrategy.SEARCH_OPTIMAL, EncodingKind.PATH, t, true)
                .withCubing(Cubing.job(t, job, n).bySearch()), Sat4jSolver::new));
    }

    /** Jobs 1..n: any plan is of at most t moves, any other answer refutes the job's cubes; whether a plan came. */
    private static boolean jobs(int t, int n, java.util.function.IntFunction<PlanOutcome> job) {
        boolean found = false;
        for (int i = 1; i <= n; i++) {
            PlanOutcome out = job.apply(i);
            if (out.moves() != null) {
                assertThat(out.objectMoves()).as("a plan of cube job %d/%d", i, n).isLessThanOrEqualTo(t);
                found = true;
            } else {
                assertThat(out.stopped()).as("cube job %d/%d", i, n).startsWith("no plan of at most " + t + " moves");
            }
        }
        return found;
    }

    private static PlanOutcome run(GameEncoding game, PlanOptions options, SatSolverFactory solver) {
        return run(game, options, solver, LIMITS);
    }

    private static PlanOutcome run(GameEncoding game, PlanOptions options, SatSolverFactory solver,
            Limits limits) {
        return PlanSearch.run(game, options, solver, limits, (phase, bound, status, nanos, variables, clauses) -> { });
    }

    private static SnowmanLevel snowman(String name) throws IOException {
        Path file = shared().resolve("levels/" + name + ".lvl");
        return SnowmanLvlFormat.parse(file.toString(), Files.readString(file));
    }

    private static Path shared() {
        Optional<Path> dir = SharedData.sharedData("snowman");
        Assumptions.assumeTrue(dir.isPresent(), "../shared/data/snowman is absent");
        return dir.get();
    }
}
