package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanReplayResult;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridpuzzle.domain.SharedTestData;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * The Snowman search against the unpruned breadth-first oracle on random small rooms: A*'s plans have exactly the
 * breadth-first optimum of ball moves, rooms the oracle cannot solve are exhausted (so no rule cut a way to a
 * snowman), the bound never exceeds the ball moves left along an optimal plan, fast plans replay and are no
 * shorter than the optimum, and a bound below the optimum is proved by exhausting it.
 */
class SnowmanSearchTest {

    private static final int ORACLE_STATES = 60_000;

    @Property(tries = 150)
    void a_star_finds_the_breadth_first_optimum_and_the_bound_is_admissible(@ForAll long seed) {
        Random random = new Random(seed);
        SnowmanLevel level = room(random, 3);
        SnowmanBreadthFirst.Outcome bfs = new SnowmanBreadthFirst().search(level, Limits.none().withNodeLimit(ORACLE_STATES));
        Assume.that(bfs.plan() != null || bfs.exhausted());
        Optional<SnowmanBreadthFirst.Plan> oracle = Optional.ofNullable(bfs.plan());
        SnowmanSearch.Result a = SnowmanSearch.solve(level, SearchOptions.optimal(), Limits.none());
        SnowmanSearch.Result fast = SnowmanSearch.solve(level, SearchOptions.fast(), Limits.none());
        if (oracle.isEmpty()) {
            assertThat(a.moves()).as(level.draw(level.start())).isNull();
            assertThat(a.exhausted()).isTrue();
            assertThat(fast.moves()).isNull();
            return;
        }
        int optimum = oracle.get().ballMoves();
        assertThat(a.ballMoves()).as(level.draw(level.start())).isEqualTo(optimum);
        assertThat(a.optimal()).isTrue();
        assertThat(replayedBallMoves(level, a.moves())).isEqualTo(optimum);
        assertThat(fast.moves()).isNotNull();
        assertThat(replayedBallMoves(level, fast.moves())).isEqualTo(fast.ballMoves()).isGreaterThanOrEqualTo(optimum);
        assertBoundAdmissibleAlong(level, oracle.get().moves(), optimum);
        if (optimum > 0) {
            SnowmanSearch.Result below = SnowmanSearch.solve(level, SearchOptions.optimal().below(optimum),
                    Limits.none());
            assertThat(below.moves()).isNull();
            assertThat(below.exhausted()).isTrue();
            assertThat(below.lowerBound()).isEqualTo(optimum);
        }
    }

    /**
     * Two snowmen (six balls): the bound's split with the snowmen on distinct cells never exceeds the ball moves left
     * along a breadth-first optimal plan, and A* finds that optimum.
     */
    @Property(tries = 40, maxDiscardRatio = 3)
    void with_two_snowmen_a_star_finds_the_breadth_first_optimum_and_the_bound_is_admissible(@ForAll long seed) {
        Random random = new Random(seed);
        SnowmanLevel level = twoSnowmenRoom(random);
        SnowmanBreadthFirst.Outcome bfs = new SnowmanBreadthFirst().search(level,
                Limits.none().withNodeLimit(ORACLE_STATES));
        Assume.that(bfs.plan() != null || bfs.exhausted());
        SnowmanSearch.Result a = SnowmanSearch.solve(level, SearchOptions.optimal(), Limits.none());
        if (bfs.plan() == null) {
            assertThat(a.moves()).as(level.draw(level.start())).isNull();
            return;
        }
        int optimum = bfs.plan().ballMoves();
        assertBoundAdmissibleAlong(level, bfs.plan().moves(), optimum);
        assertThat(a.ballMoves()).as(level.draw(level.start())).isEqualTo(optimum);
        assertThat(replayedBallMoves(level, a.moves())).isEqualTo(optimum);
    }

    /**
     * rob_james_matthew, the reachability paper's open level: along the plan of 28 ball moves that A* proved optimal,
     * the bound never exceeds the ball moves left (a necessary condition of that proof, on the level itself).
     */
    @Test
    void the_bound_stays_below_the_moves_left_along_rob_james_matthews_optimal_plan() throws IOException {
        Path dir = SharedTestData.folder("snowman");
        Path plan = Path.of("..", "examples", "snowman", "plans", "rob_james_matthew.lurd");
        SnowmanLevel level = SnowmanTestLevels.read(dir.resolve("levels/rob_james_matthew.lvl"));
        String moves = Files.readString(plan).trim();
        assertThat(replayedBallMoves(level, moves)).isEqualTo(28);
        assertBoundAdmissibleAlong(level, moves, 28);
    }

    @Test
    void a_node_limit_stops_with_a_bound_no_higher_than_the_optimum() throws IOException {
        Path dir = SharedTestData.folder("snowman");
        SnowmanLevel level = SnowmanTestLevels.read(dir.resolve("levels/alice.lvl"));
        SnowmanSearch.Result r = SnowmanSearch.solve(level, SearchOptions.optimal(), Limits.none().withNodeLimit(500));
        assertThat(r.moves()).isNull();
        assertThat(r.stopped()).isEqualTo("node limit");
        assertThat(r.lowerBound()).isBetween(1, 19);
    }

    @Test
    void the_search_proves_the_published_optima_of_easy_levels() throws IOException {
        Path dir = SharedTestData.folder("snowman");
        List<String> rows = Files.readAllLines(dir.resolve("best-known.csv"));
        for (String name : new String[] {"tanya", "andy", "rebecca", "chris", "lydia", "mary", "sarah", "lucy"}) {
            String row = rows.stream().filter(r -> r.startsWith(name + ".lvl,")).findFirst().orElseThrow();
            int optimum = Integer.parseInt(row.split(",", -1)[4]);
            SnowmanLevel level = SnowmanTestLevels.read(dir.resolve("levels/" + name + ".lvl"));
            SnowmanSearch.Result r = SnowmanSearch.solve(level, SearchOptions.optimal(), Limits.none());
            assertThat(r.ballMoves()).as(name).isEqualTo(optimum);
            assertThat(replayedBallMoves(level, r.moves())).as(name).isEqualTo(optimum);
        }
    }

    @Test
    void a_small_memory_budget_stops_the_search_with_its_bound() throws IOException {
        Path dir = SharedTestData.folder("snowman");
        SnowmanLevel level = SnowmanTestLevels.read(dir.resolve("levels/alice.lvl"));
        SnowmanSearch.Result r = SnowmanSearch.solve(level, SearchOptions.optimal(),
                Limits.none().withMemoryBudget(64 << 10));
        assertThat(r.moves()).isNull();
        assertThat(r.stopped()).startsWith("memory budget of");
        assertThat(r.bytes()).isLessThanOrEqualTo(64 << 10);
        assertThat(r.lowerBound()).isBetween(1, 19);
    }

    @Test
    void an_open_field_is_searched_within_its_memory_and_stops_at_its_limit() {
        // 150 × 150, three balls: 20.6 s against a 3 s limit and 6 GiB, the bound's and the floor's tables being F²
        SnowmanLevel level = SnowmanTestLevels.openField(150);
        long budget = 256L << 20;
        long t0 = System.nanoTime();
        SnowmanSearch.Result r = SnowmanSearch.solve(level, SearchOptions.optimal(),
                Limits.none().withTimeLimit(Duration.ofSeconds(1)).withMemoryBudget(budget));
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertThat(r.bytes()).isLessThanOrEqualTo(budget);
        assertThat(r.stopped() == null ? r.moves() : "stopped").as("solved or stopped by its clock, never by memory")
                .isNotNull();
        assertThat(r.stopped()).as("not the memory budget").satisfiesAnyOf(x -> assertThat(x).isNull(),
                x -> assertThat(x).doesNotStartWith("memory"));
        assertThat(seconds).as("stopped near its 1 s limit").isLessThan(10.0);
        SnowmanSearch.Result small = SnowmanSearch.solve(level, SearchOptions.optimal(),
                Limits.none().withTimeLimit(Duration.ofSeconds(1)).withMemoryBudget(1 << 20));
        assertThat(small.stopped()).as("tables that do not fit").startsWith("memory budget of 1 MiB");
    }

    /** At every ball move of an optimal plan, the bound is at most the ball moves still to come. */
    private static void assertBoundAdmissibleAlong(SnowmanLevel level, String moves, int optimum) {
        SnowmanFloor floor = new SnowmanFloor(level);
        SnowmanBound bound = new SnowmanBound(floor, level.start().ballCount(), MemoryAccount.open("bound", Long.MAX_VALUE));
        SnowmanBound oneWalk = new SnowmanBound(floor, level.start().ballCount(), MemoryAccount.open("bound",
                Long.MAX_VALUE), 1);
        SnowmanState s = level.start();
        int left = optimum;
        for (int i = 0; i <= moves.length(); i++) {
            if (i == moves.length() || Character.isUpperCase(moves.charAt(i))) {
                int[] stack = new int[floor.floors];
                boolean[] snow = new boolean[floor.floors];
                int snowLeft = 0;
                for (int f = 0; f < floor.floors; f++) {
                    stack[f] = s.balls(floor.cellOf[f]);
                    snow[f] = s.snow(floor.cellOf[f]);
                    snowLeft += snow[f] ? 1 : 0;
                }
                int h = bound.of(stack, snow, snowLeft);
                assertThat(h).as("bound with %d ball moves left\n%s", left, level.draw(s)).isLessThanOrEqualTo(left);
                assertThat(oneWalk.of(stack, snow, snowLeft)).as("with one walk cached").isEqualTo(h);
            }
            if (i < moves.length()) {
                char c = moves.charAt(i);
                left -= Character.isUpperCase(c) ? 1 : 0;
                s = SnowmanRules.moved(level, s, Direction.of(c));
            }
        }
    }

    private static int replayedBallMoves(SnowmanLevel level, String moves) {
        SnowmanReplayResult replay = SnowmanReplay.play(level, moves);
        assertThat(replay.error()).isNull();
        assertThat(SnowmanReplay.solved(level, replay.state())).isTrue();
        return replay.ballMoves();
    }

    /**
     * A small walled room (5×5 inside, pillars) with two snowmen's balls away from the walls: one set already grown
     * (large, medium, small) and one of mixed sizes, snow on a third of the free cells (the breadth-first oracle's
     * states multiply with every snow cell); small enough for that oracle.
     */
    static SnowmanLevel twoSnowmenRoom(Random random) {
        int[][] sets = {{4, 2, 1}, {2, 2, 1}, {2, 1, 1}, {4, 1, 1}, {4, 2, 1}};
        int[] second = sets[random.nextInt(sets.length)];
        return walledRoom(random, 7, 7, 8, new int[] {4, 2, 1, second[0], second[1], second[2]}, 1, 3);
    }

    /** A walled room with pillars, {@code balls} balls of mixed sizes away from the border, snow on most other cells. */
    static SnowmanLevel room(Random random, int balls) {
        int rows = 6 + random.nextInt(2);
        int cols = balls > 3 ? 8 : 6 + random.nextInt(2);
        int[][] sets = {{4, 2, 1}, {2, 2, 1}, {2, 1, 1}, {1, 1, 1}, {4, 1, 1}};
        int[] sizes = new int[balls];
        for (int k = 0; k < balls / 3; k++) {
            System.arraycopy(sets[random.nextInt(sets.length)], 0, sizes, 3 * k, 3);
        }
        return walledRoom(random, rows, cols, 12, sizes, 3, 4);
    }

    /**
     * A rows × cols room walled round, each inner cell a pillar with odds 1 in {@code pillarOdds}; the balls of
     * {@code sizes} on cells two away from the border, the character on another free cell, and snow on each other
     * free cell with odds {@code snowIn} in {@code snowOutOf}.
     */
    private static SnowmanLevel walledRoom(Random random, int rows, int cols, int pillarOdds, int[] sizes, int snowIn,
            int snowOutOf) {
        while (true) {
            boolean[] wall = new boolean[rows * cols];
            List<Integer> inner = new ArrayList<>();
            List<Integer> free = new ArrayList<>();
            for (int cell = 0; cell < wall.length; cell++) {
                int r = cell / cols;
                int c = cell % cols;
                wall[cell] = r == 0 || c == 0 || r == rows - 1 || c == cols - 1 || random.nextInt(pillarOdds) == 0;
                if (!wall[cell]) {
                    (r > 1 && c > 1 && r < rows - 2 && c < cols - 2 ? inner : free).add(cell);
                }
            }
            if (inner.size() < sizes.length) {
                continue;
            }
            Collections.shuffle(inner, random);
            int[] stack = new int[rows * cols];
            boolean[] snow = new boolean[rows * cols];
            for (int i = 0; i < sizes.length; i++) {
                stack[inner.get(i)] = sizes[i];
            }
            free.addAll(inner.subList(sizes.length, inner.size()));
            Collections.shuffle(free, random);
            for (int i = 1; i < free.size(); i++) {
                snow[free.get(i)] = random.nextInt(snowOutOf) < snowIn;
            }
            return new SnowmanLevel(rows, cols, wall, snow, stack, free.get(0));
        }
    }
}
