package org.gridpuzzle.adapter.sat.planning;

import org.gridpuzzle.domain.sokoban.SokobanStep;
import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.internal.GameEncoding;
import org.gridpuzzle.domain.planning.internal.PlanSearch;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.internal.SnowmanBreadthFirst;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanBreadthFirst;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanReplay;
import org.gridpuzzle.domain.sokoban.SokobanState;
import org.gridpuzzle.fixtures.RandomRooms;

/**
 * Every strategy and reachability encoding against exact breadth-first search on random small rooms:
 * sequential ascent and the recipe find the optimum in object moves, agent-move ascent the optimum in all
 * moves, parallel ascent a plan no shorter than the optimum (and a lower bound no higher, optimal only when
 * it is); none finds a plan where there is none. Every plan is replayed by the simulator inside the search
 * (a plan that does not play is an error).
 */
class PlanningAgainstBreadthFirstTest {

    private static final int MAX_STEPS = 14;
    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(20));

    @Property(tries = 40)
    void sokoban_strategies_agree_with_breadth_first_search(@ForAll @IntRange(min = 1, max = 2) int boxes,
            @ForAll @IntRange(min = 0, max = 2) int encoding, @ForAll long seed) {
        Optional<SokobanLevel> made = RandomRooms.sokoban(boxes, new Random(seed));
        if (made.isEmpty()) {
            return;
        }
        SokobanLevel level = made.get();
        Optional<SokobanBreadthFirst.Plan> best = new SokobanBreadthFirst(false).solve(level, LIMITS);
        int pushes = best.map(SokobanBreadthFirst.Plan::pushes).filter(p -> p <= MAX_STEPS).orElse(-1);
        EncodingKind kind = EncodingKind.values()[encoding];
        GameEncoding game = new SokobanEncoding(level);
        assertObjectMoveStrategies(game, kind, pushes);
        int moves = agentMoves(level);
        PlanOutcome agent = run(game, PlanStrategy.AGENT_MOVES, kind);
        assertThat(agent.moves() == null ? -1 : agent.moves().length()).as("agent moves").isEqualTo(moves);
    }

    @Property(tries = 25)
    void snowman_strategies_agree_with_breadth_first_search(@ForAll @IntRange(min = 0, max = 2) int encoding,
            @ForAll long seed) {
        SnowmanLevel level = RandomRooms.snowman(new Random(seed));
        Optional<SnowmanBreadthFirst.Plan> best = new SnowmanBreadthFirst().solve(level, LIMITS);
        int moves = best.map(SnowmanBreadthFirst.Plan::ballMoves).filter(p -> p <= MAX_STEPS).orElse(-1);
        EncodingKind kind = EncodingKind.values()[encoding];
        GameEncoding game = new SnowmanEncoding(level);
        assertObjectMoveStrategies(game, kind, moves);
    }

    /** Sequential and recipe find the optimum (-1: no plan within MAX_STEPS); parallel plans are no shorter. */
    private static void assertObjectMoveStrategies(GameEncoding game, EncodingKind kind, int optimum) {
        assertThat(run(game, PlanStrategy.SEQUENTIAL, kind).objectMoves()).as("sequential %s", kind).isEqualTo(optimum);
        assertThat(run(game, PlanStrategy.RECIPE, kind).objectMoves()).as("recipe %s", kind).isEqualTo(optimum);
        PlanOutcome parallel = run(game, PlanStrategy.PARALLEL, kind);
        if (optimum < 0) {
            assertThat(parallel.moves()).isNull();
        } else if (parallel.moves() != null) {
            assertThat(parallel.objectMoves()).isGreaterThanOrEqualTo(optimum);
            assertThat(parallel.lowerBound()).as("parallel lower bound").isLessThanOrEqualTo(optimum);
            if (parallel.optimal()) {
                assertThat(parallel.objectMoves()).as("parallel claims optimal").isEqualTo(optimum);
            }
        }
    }

    private static PlanOutcome run(GameEncoding game, PlanStrategy strategy, EncodingKind kind) {
        PlanOutcome out = PlanSearch.run(game, new PlanOptions(strategy, kind, MAX_STEPS, true),
                Sat4jSolver::new, LIMITS, (phase, bound, status, nanos, variables, clauses) -> { });
        assertThat(out.stopped() == null || out.stopped().startsWith("no plan")).as(out.stopped()).isTrue();
        if (strategy != PlanStrategy.PARALLEL && out.moves() != null) {
            assertThat(out.optimal()).isTrue();
        }
        return out;
    }

    /** Fewest agent moves (walks and pushes) by breadth-first search over positions, or -1. */
    private static int agentMoves(SokobanLevel level) {
        Set<String> seen = new HashSet<>();
        ArrayDeque<SokobanState> queue = new ArrayDeque<>(List.of(level.start()));
        seen.add(key(level.start(), level.cells()));
        for (int depth = 0; depth <= MAX_STEPS && !queue.isEmpty(); depth++) {
            ArrayDeque<SokobanState> next = new ArrayDeque<>();
            for (SokobanState s : queue) {
                if (level.solved(s)) {
                    return depth;
                }
                for (Direction d : Direction.values()) {
                    SokobanStep step = SokobanReplay.step(level, s, d);
                    if (step.kind() != SokobanStep.Kind.BLOCKED && seen.add(key(step.after(), level.cells()))) {
                        next.add(step.after());
                    }
                }
            }
            queue = next;
        }
        return -1;
    }

    private static String key(SokobanState s, int cells) {
        StringBuilder sb = new StringBuilder().append(s.player()).append(':');
        for (int c = 0; c < cells; c++) {
            sb.append(s.box(c) ? '1' : '0');
        }
        return sb.toString();
    }
}
