package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.junit.jupiter.api.Test;

/**
 * Learned corral deadlocks against the whole unpruned push graph of random rooms: a proof never calls a state dead
 * from which breadth-first search solves the room, and no pattern learned from any state of the room (dead or not)
 * holds in a solvable one. A pattern that leaves out one of its boxes must fail the same check.
 */
class CorralDeadlocksTest {

    @Property(tries = 150)
    void no_learned_pattern_holds_in_a_solvable_state(@ForAll @IntRange(min = 2, max = 5) int boxes,
            @ForAll long seed) {
        Optional<Check> check = check(boxes, seed, 0);
        check.ifPresent(c -> assertThat(c.violations).as("solvable states cut\n%s", c.example).isZero());
    }

    @Test
    void patterns_prove_states_the_pi_corral_rule_leaves_and_one_box_too_few_cuts_solvable_states() {
        long learned = 0;
        long beyondPi = 0;
        long cutWhenMutated = 0;
        for (long seed = 1; seed <= 400 && (beyondPi == 0 || cutWhenMutated == 0); seed++) {
            int boxes = 2 + (int) (seed % 4);
            Optional<Check> c = check(boxes, seed, 0);
            learned += c.map(x -> x.patterns).orElse(0);
            beyondPi += c.map(x -> x.beyondPi).orElse(0);
            cutWhenMutated += check(boxes, seed, 1).map(x -> x.violations).orElse(0);
        }
        assertThat(learned).as("patterns learned").isPositive();
        assertThat(beyondPi).as("dead states the PI-corral rule does not call dead").isPositive();
        assertThat(cutWhenMutated).as("solvable states cut by patterns missing a box").isPositive();
    }

    /** What learning on every state of a random room gave, or empty when no room was drawn. */
    private static Optional<Check> check(int boxes, long seed, int dropped) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.random(5 + random.nextInt(2), 6 + random.nextInt(2), boxes, random);
        if (drawn.isEmpty()) {
            return Optional.empty();
        }
        SokobanLevel level = drawn.get();
        PushGraph graph;
        try {
            graph = new PushGraph(level, 150_000);
        } catch (IllegalStateException tooBig) {
            return Optional.empty();
        }
        SokobanRoom room = new SokobanRoom(level);
        CorralDeadlocks deadlocks = new CorralDeadlocks(room, MemoryAccount.open("test", 1L << 30), dropped);
        Check c = new Check();
        for (int id = 0; id < graph.states.size(); id++) {
            SokobanState s = graph.states.get(id);
            byte[] occupied = occupied(room, s);
            int player = room.floorOf[s.player()];
            boolean dead = deadlocks.learn(occupied, reach(room, occupied, player), 1, player);
            if (dead && graph.toGoal[id] >= 0 && dropped == 0) {
                c.violations++;
                c.example = level.draw(s);
            }
            if (dead && new CorralPruning(room, boxes).restrict(occupied, reach(room, occupied, player), 1,
                    new int[4 * boxes]) != 0) {
                c.beyondPi++;
            }
        }
        c.patterns = deadlocks.patterns();
        for (int id = 0; id < graph.states.size(); id++) {
            SokobanState s = graph.states.get(id);
            if (graph.toGoal[id] >= 0 && deadlocks.matchesAny(occupied(room, s), room.floorOf[s.player()])) {
                c.violations++;
                c.example = level.draw(s);
            }
        }
        return Optional.of(c);
    }

    private static final class Check {
        int patterns;
        int violations;
        int beyondPi;
        String example = "";
    }

    static byte[] occupied(SokobanRoom room, SokobanState s) {
        byte[] occupied = new byte[room.floors];
        for (int f = 0; f < room.floors; f++) {
            occupied[f] = (byte) (s.box(room.cellOf[f]) ? 1 : 0);
        }
        return occupied;
    }

    /** The player's region marked 1 (every other cell 0). */
    static int[] reach(SokobanRoom room, byte[] occupied, int player) {
        int[] marks = new int[room.floors];
        room.flood(player, occupied, marks, 1, new int[room.floors]);
        return marks;
    }
}
