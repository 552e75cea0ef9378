package org.gridpuzzle.adapter.planner;

import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.gridpuzzle.fixtures.SavedFiles;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.PlanningModel;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.internal.PlanRendering;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.internal.SokobanBreadthFirst;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanReplay;
import org.gridpuzzle.domain.sokoban.SokobanState;
import org.gridpuzzle.fixtures.RandomRooms;
import org.junit.jupiter.api.Assumptions;

/**
 * Both ASP models under gringo and clasp against breadth-first search on random small rooms: at the optimum the
 * model has a plan that replays and solves the room, one step below it has none. The fair model's optimum is the
 * fewest pushes; the competition model's the fewest straight pushes of one box (any number of cells), found by a
 * breadth-first search of its own below.
 */
class AspPlannerAgainstBreadthFirstTest {

    private final SavedFiles files = new SavedFiles();

    private static final int MAX_STEPS = 12;
    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(20));
    private final AspPlanner planner = new AspPlanner(files);

    @BeforeProperty
    void programs() {
        Assumptions.assumeTrue(AspPlanner.installed(), "gringo or clasp is not on the PATH (apt-get install gringo clasp)");
    }

    @Property(tries = 25)
    void the_fair_model_finds_the_fewest_pushes(@ForAll @IntRange(min = 1, max = 2) int boxes,
            @ForAll boolean solvable, @ForAll long seed) {
        SokobanLevel level = room(boxes, solvable, new Random(seed));
        assertOptimum(level, PlanningModel.ASP_FAIR, fewestPushes(level));
    }

    @Property(tries = 25)
    void the_competition_model_finds_the_fewest_straight_pushes(@ForAll @IntRange(min = 1, max = 2) int boxes,
            @ForAll boolean solvable, @ForAll long seed) {
        SokobanLevel level = room(boxes, solvable, new Random(seed));
        assertOptimum(level, PlanningModel.ASP_COMPETITION, straightPushes(level));
    }

    /** A random room; when asked, drawn again until it has a plan within MAX_STEPS (most random rooms have none). */
    private static SokobanLevel room(int boxes, boolean solvable, Random random) {
        while (true) {
            Optional<SokobanLevel> made = RandomRooms.sokoban(boxes, random);
            if (made.isPresent() && (!solvable || fewestPushes(made.get()) > 0)) {
                return made.get();
            }
        }
    }

    private static int fewestPushes(SokobanLevel level) {
        return new SokobanBreadthFirst(false).solve(level, LIMITS).map(SokobanBreadthFirst.Plan::pushes)
                .filter(p -> p <= MAX_STEPS).orElse(-1);
    }

    /** A plan at the optimum that replays, none a step below (none at all within MAX_STEPS when optimum is -1). */
    private void assertOptimum(SokobanLevel level, PlanningModel model, int optimum) {
        if (optimum < 0) {
            assertThat(decide(level, model, MAX_STEPS).status()).as("no plan").isEqualTo(SatStatus.UNSAT);
            return;
        }
        ModelAnswer at = decide(level, model, optimum);
        assertThat(at.status()).as("a plan of %d steps", optimum).isEqualTo(SatStatus.SAT);
        assertThat(at.steps()).isEqualTo(optimum);
        SokobanEncoding game = new SokobanEncoding(level);
        String moves = PlanRendering.render(at.pushes(), game.floor(), game.rules());
        SokobanReplayResult replay = SokobanReplay.play(level, moves);
        assertThat(replay.ok() && level.solved(replay.state())).as("the plan %s solves the room", moves).isTrue();
        if (optimum > 0) {
            assertThat(decide(level, model, optimum - 1).status()).as("no plan of %d steps", optimum - 1)
                    .isEqualTo(SatStatus.UNSAT);
        }
    }

    private ModelAnswer decide(SokobanLevel level, PlanningModel model, int steps) {
        return planner.decide(new ModelQuery(model, level, steps, null, null, "test"), LIMITS);
    }

    /** Fewest steps of the competition's setting (walk, then push one box one or more cells straight), or -1. */
    static int straightPushes(SokobanLevel level) {
        Map<String, Integer> seen = new HashMap<>();
        ArrayDeque<SokobanState> queue = new ArrayDeque<>(List.of(level.start()));
        seen.put(key(level, level.start()), 0);
        while (!queue.isEmpty()) {
            SokobanState s = queue.poll();
            int depth = seen.get(key(level, s));
            if (level.solved(s)) {
                return depth;
            }
            if (depth == MAX_STEPS) {
                continue;
            }
            boolean[] reach = reach(level, s);
            for (int box = 0; box < level.cells(); box++) {
                if (!s.box(box)) {
                    continue;
                }
                for (Direction d : Direction.values()) {
                    int behind = level.next(box, d.opposite());
                    if (!reach[behind]) {
                        continue;
                    }
                    SokobanState t = s.withPlayer(behind);
                    while (t.box(level.next(t.player(), d))) { // the same box, one more cell
                        SokobanState pushed = SokobanReplay.moved(level, t, d);
                        if (pushed == null) {
                            break;
                        }
                        t = pushed;
                        if (seen.putIfAbsent(key(level, t), depth + 1) == null) {
                            queue.add(t);
                        }
                    }
                }
            }
        }
        return -1;
    }

    private static boolean[] reach(SokobanLevel level, SokobanState s) {
        boolean[] seen = new boolean[level.cells()];
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(s.player()));
        seen[s.player()] = true;
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            for (Direction d : Direction.values()) {
                int n = level.next(cell, d);
                if (!level.wall(n) && !s.box(n) && !seen[n]) {
                    seen[n] = true;
                    queue.add(n);
                }
            }
        }
        return seen;
    }

    /** Boxes and the player's region (its smallest reachable cell): positions that differ only in walking are one. */
    private static String key(SokobanLevel level, SokobanState s) {
        boolean[] reach = reach(level, s);
        int region = 0;
        while (!reach[region]) {
            region++;
        }
        StringBuilder sb = new StringBuilder().append(region).append(':');
        for (int c = 0; c < level.cells(); c++) {
            sb.append(s.box(c) ? '1' : '0');
        }
        return sb.toString();
    }
}
