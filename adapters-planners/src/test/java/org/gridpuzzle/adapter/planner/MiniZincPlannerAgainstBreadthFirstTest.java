package org.gridpuzzle.adapter.planner;

import org.gridpuzzle.domain.snowman.SnowmanStep;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import org.gridpuzzle.domain.snowman.internal.SnowmanBreadthFirst;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.internal.SnowmanReplay;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.fixtures.RandomRooms;
import org.gridpuzzle.format.TextFormats;
import org.gridpuzzle.process.CommandWords;
import org.junit.jupiter.api.Assumptions;

/**
 * The three MiniZinc settings under Gecode against breadth-first search on random small Snowman rooms: at the optimum
 * a plan that replays and builds the snowman, none a step below. The ball-move settings (path constraint, path
 * encoding) against the fewest ball moves; the agent-move setting against the fewest agent moves, by a search of its
 * own below (on rooms where that is small: the setting is slow, as the paper found).
 */
class MiniZincPlannerAgainstBreadthFirstTest {

    private final SavedFiles files = new SavedFiles();

    private static final int MAX_BALL_MOVES = 10;
    private static final int MAX_AGENT_MOVES = 11;
    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(30));
    private final MiniZincPlanner planner = new MiniZincPlanner(files);

    @BeforeProperty
    void program() {
        Assumptions.assumeTrue(CommandWords.locate("minizinc").isPresent(),
                "minizinc is not on the PATH (apt-get install minizinc libgecodeflatzinc49)");
    }

    @Property(tries = 10)
    void the_ball_move_settings_find_the_fewest_ball_moves(@ForAll @IntRange(min = 0, max = 1) int setting,
            @ForAll long seed) {
        Random random = new Random(seed);
        SnowmanLevel level;
        int optimum;
        int draws = 0;
        do {
            level = RandomRooms.snowman(random);
            optimum = new SnowmanBreadthFirst().solve(level, LIMITS).map(SnowmanBreadthFirst.Plan::ballMoves)
                    .filter(m -> m <= MAX_BALL_MOVES).orElse(-1);
        } while (optimum < 0 && ++draws < 20);
        if (optimum < 0) { // most random rooms have no snowman within reach: a small one then
            level = withAgent(SMALL_ROOMS[(int) Math.floorMod(seed, (long) SMALL_ROOMS.length)], random);
            optimum = new SnowmanBreadthFirst().solve(level, LIMITS).orElseThrow().ballMoves(); // each has a plan
        }
        if (setting == 0 && optimum > 5) {
            return; // the path constraint takes tens of seconds to refute five ball moves there: a benchmark's work
        }
        assertOptimum(level, setting == 0 ? PlanningModel.MINIZINC_DAG : PlanningModel.MINIZINC_PATH, optimum);
    }

    /** Rooms with a snowman a few moves away ('a' grass for the agent to stand on, drawn at random). */
    private static final String[] SMALL_ROOMS = {
        "#######\n#42a1a#\n#aaaaa#\n#######\n",
        "########\n#a42a1a#\n#aaaaaa#\n########\n",
        "#######\n#4aa1a#\n#a2aaa#\n#aaaaa#\n#######\n",
        // a small ball must grow on the snow into the medium one; snow to keep off
        "########\n#4.1a1a#\n#aaaaaa#\n########\n",
        "########\n#42a1aa#\n#a....a#\n########\n"};

    @Property(tries = 3)
    void the_agent_move_setting_finds_the_fewest_agent_moves(@ForAll @IntRange(min = 0, max = 2) int room,
            @ForAll long seed) {
        Random random = new Random(seed);
        SnowmanLevel level;
        int optimum;
        int draws = 0;
        do { // an agent cell from which the snowman is near enough
            level = withAgent(SMALL_ROOMS[room], random);
            optimum = agentMoves(level);
        } while (optimum < 0 && ++draws < 20);
        if (optimum < 0) {
            return;
        }
        assertOptimum(level, PlanningModel.MINIZINC_AGENT, optimum);
    }

    /** The room with grass for 'a', the agent on one of its floor cells drawn at random. */
    private static SnowmanLevel withAgent(String room, Random random) {
        char[] text = room.replace('a', '\'').toCharArray();
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < text.length; i++) {
            if (text[i] == '.' || text[i] == '\'') {
                free.add(i);
            }
        }
        int at = free.get(random.nextInt(free.size()));
        text[at] = text[at] == '.' ? 'p' : 'q';
        return TextFormats.snowman(new String(text));
    }

    private void assertOptimum(SnowmanLevel level, PlanningModel model, int optimum) {
        ModelAnswer at = planner.decide(new ModelQuery(model, level, optimum, null, null, "test"), LIMITS);
        assertThat(at.status()).as("%s: a plan of %d steps", model, optimum).isEqualTo(SatStatus.SAT);
        assertThat(at.steps()).isEqualTo(optimum);
        SnowmanEncoding game = new SnowmanEncoding(level);
        String moves = PlanRendering.render(at.pushes(), game.floor(), game.rules());
        assertThat(game.solves(moves)).as("%s: the plan %s builds the snowman", model, moves).isTrue();
        if (model == PlanningModel.MINIZINC_AGENT) {
            assertThat(moves).hasSize(optimum);
        }
        ModelAnswer below = planner.decide(new ModelQuery(model, level, optimum - 1, null, null, "test"), LIMITS);
        assertThat(below.status()).as("%s: no plan of %d steps", model, optimum - 1).isEqualTo(SatStatus.UNSAT);
    }

    /** Fewest agent moves (walks included) by breadth-first search over positions, or -1 beyond MAX_AGENT_MOVES. */
    private static int agentMoves(SnowmanLevel level) {
        Map<String, Integer> seen = new HashMap<>();
        ArrayDeque<SnowmanState> queue = new ArrayDeque<>(List.of(level.start()));
        seen.put(key(level, level.start()), 0);
        while (!queue.isEmpty()) {
            SnowmanState s = queue.poll();
            int depth = seen.get(key(level, s));
            if (SnowmanReplay.solved(level, s)) {
                return depth;
            }
            if (depth == MAX_AGENT_MOVES) {
                continue;
            }
            for (Direction d : Direction.values()) {
                SnowmanStep step = SnowmanRules.step(level, s, d);
                if (step.kind() != SnowmanStep.Kind.BLOCKED && seen.putIfAbsent(key(level, step.after()), depth + 1) == null) {
                    queue.add(step.after());
                }
            }
        }
        return -1;
    }

    private static String key(SnowmanLevel level, SnowmanState s) {
        int cells = level.rows() * level.cols();
        int[] balls = new int[cells];
        boolean[] snow = new boolean[cells];
        for (int c = 0; c < cells; c++) {
            balls[c] = s.balls(c);
            snow[c] = s.snow(c);
        }
        return s.agent() + Arrays.toString(balls) + Arrays.toString(snow);
    }
}
