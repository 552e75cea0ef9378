package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanStep;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.internal.ByteArrayKey;
import org.gridpuzzle.domain.search.Limits;

/**
 * The exact baseline for Snowman with walking abstracted: breadth-first search over ball moves, where a
 * state is the ball stacks, the snow, and the region the character can walk in (named by its smallest
 * cell). Optimal in ball moves, like the planners' sequential walking-abstracted encodings, and meant
 * as their oracle on small levels. The plan fills the walks in by shortest paths and writes ball moves in
 * upper case, so {@link SnowmanReplay} replays it.
 */
public final class SnowmanBreadthFirst {

    /** An optimal plan: the ball moves and the full move string. */
    public record Plan(int ballMoves, String moves, long states) {
    }

    /** The optimal plan (null when there is none or a limit stopped the search first) and whether every state was seen. */
    public record Outcome(Plan plan, boolean exhausted, long states) {
    }

    public Optional<Plan> solve(SnowmanLevel level, Limits limits) {
        return Optional.ofNullable(search(level, limits).plan());
    }

    public Outcome search(SnowmanLevel level, Limits limits) {
        Budget budget = limits.start();
        SnowmanState start = level.start();
        Map<ByteArrayKey, ByteArrayKey> parent = new HashMap<>();
        Map<ByteArrayKey, SnowmanState> states = new HashMap<>();
        Map<ByteArrayKey, String> via = new HashMap<>();
        ByteArrayKey startKey = key(level, start);
        parent.put(startKey, null);
        states.put(startKey, start);
        ArrayDeque<ByteArrayKey> queue = new ArrayDeque<>();
        queue.add(startKey);
        while (!queue.isEmpty()) {
            ByteArrayKey k = queue.poll();
            SnowmanState s = states.get(k);
            if (SnowmanReplay.solved(level, s)) {
                return new Outcome(plan(level, k, parent, via, states.size()), false, states.size());
            }
            if (!budget.node()) {
                return new Outcome(null, false, states.size());
            }
            int[] dist = walk(level, s);
            for (int cell = 0; cell < dist.length; cell++) {
                if (dist[cell] < 0) {
                    continue;
                }
                for (Direction d : Direction.values()) {
                    int target = level.next(cell, d);
                    if (level.wall(target) || s.balls(target) == 0) {
                        continue;
                    }
                    SnowmanState from = s.withAgent(cell);
                    SnowmanStep step = SnowmanRules.step(level, from, d);
                    if (!step.kind().movesBall()) {
                        continue;
                    }
                    ByteArrayKey next = key(level, step.after());
                    if (!parent.containsKey(next)) {
                        parent.put(next, k);
                        states.put(next, step.after());
                        via.put(next, SnowmanWalks.to(level, s, cell) + Character.toUpperCase(d.letter()));
                        queue.add(next);
                    }
                }
            }
        }
        return new Outcome(null, true, states.size());
    }

    private static Plan plan(SnowmanLevel level, ByteArrayKey goal, Map<ByteArrayKey, ByteArrayKey> parent, Map<ByteArrayKey, String> via, long states) {
        List<String> steps = new ArrayList<>();
        for (ByteArrayKey k = goal; parent.get(k) != null; k = parent.get(k)) {
            steps.add(via.get(k));
        }
        Collections.reverse(steps);
        return new Plan(steps.size(), String.join("", steps), states);
    }

    /** Walking distances from the character over cells without balls (-1: unreachable). */
    private static int[] walk(SnowmanLevel level, SnowmanState s) {
        int n = level.rows() * level.cols();
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        dist[s.agent()] = 0;
        queue.add(s.agent());
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            for (Direction d : Direction.values()) {
                int next = level.next(cell, d);
                if (!level.wall(next) && s.balls(next) == 0 && dist[next] < 0) {
                    dist[next] = dist[cell] + 1;
                    queue.add(next);
                }
            }
        }
        return dist;
    }

    private static ByteArrayKey key(SnowmanLevel level, SnowmanState s) {
        int n = level.rows() * level.cols();
        int[] dist = walk(level, s);
        int region = -1;
        for (int cell = 0; cell < n && region < 0; cell++) {
            if (dist[cell] >= 0) {
                region = cell;
            }
        }
        byte[] bytes = new byte[n + 4];
        for (int cell = 0; cell < n; cell++) {
            bytes[cell] = (byte) (s.balls(cell) | (s.snow(cell) ? 8 : 0));
        }
        bytes[n] = (byte) (region >>> 24);
        bytes[n + 1] = (byte) (region >>> 16);
        bytes[n + 2] = (byte) (region >>> 8);
        bytes[n + 3] = (byte) region;
        return new ByteArrayKey(bytes);
    }
}
