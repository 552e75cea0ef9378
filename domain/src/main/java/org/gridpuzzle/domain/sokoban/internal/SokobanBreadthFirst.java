package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanStep;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
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
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.LongArrayKey;

/**
 * The exact baseline for Sokoban with walking abstracted: breadth-first search over pushes, a state
 * being the boxes and the region the player can walk in (named by its smallest cell). Push-optimal;
 * optionally prunes pushes onto {@link DeadSquares}. Plans fill the walks in by shortest paths (lower
 * case) and write pushes in upper case, so {@link SokobanReplay} replays them. Meant as the oracle of
 * the SAT planners on small levels.
 */
public final class SokobanBreadthFirst {

    public record Plan(int pushes, String moves, long states) {
    }

    private final boolean pruneDeadSquares;

    public SokobanBreadthFirst(boolean pruneDeadSquares) {
        this.pruneDeadSquares = pruneDeadSquares;
    }

    public Optional<Plan> solve(SokobanLevel level, Limits limits) {
        Budget budget = limits.start();
        boolean[] dead = pruneDeadSquares ? DeadSquares.of(level) : new boolean[level.cells()];
        Map<LongArrayKey, LongArrayKey> parent = new HashMap<>();
        Map<LongArrayKey, SokobanState> states = new HashMap<>();
        Map<LongArrayKey, String> via = new HashMap<>();
        LongArrayKey start = key(level, level.start());
        parent.put(start, null);
        states.put(start, level.start());
        ArrayDeque<LongArrayKey> queue = new ArrayDeque<>();
        queue.add(start);
        while (!queue.isEmpty()) {
            LongArrayKey k = queue.poll();
            SokobanState s = states.get(k);
            if (level.solved(s)) {
                List<String> steps = new ArrayList<>();
                for (LongArrayKey x = k; parent.get(x) != null; x = parent.get(x)) {
                    steps.add(via.get(x));
                }
                Collections.reverse(steps);
                return Optional.of(new Plan(steps.size(), String.join("", steps), states.size()));
            }
            if (!budget.node()) {
                return Optional.empty();
            }
            int[] from = walks(level, s);
            for (int cell = 0; cell < level.cells(); cell++) {
                if (from[cell] == -2) {
                    continue;
                }
                for (Direction d : Direction.values()) {
                    int box = level.next(cell, d);
                    if (!s.box(box)) {
                        continue;
                    }
                    SokobanStep step = SokobanReplay.step(level, s.withPlayer(cell), d);
                    if (step.kind() != SokobanStep.Kind.PUSH || dead[level.next(box, d)]) {
                        continue;
                    }
                    LongArrayKey next = key(level, step.after());
                    if (!parent.containsKey(next)) {
                        parent.put(next, k);
                        states.put(next, step.after());
                        via.put(next, path(level, from, cell) + Character.toUpperCase(d.letter()));
                        queue.add(next);
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Breadth-first walk tree of the player: the cell each cell was reached from (-1 start, -2 unreached). */
    static int[] walks(SokobanLevel level, SokobanState s) {
        int[] from = new int[level.cells()];
        Arrays.fill(from, -2);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        from[s.player()] = -1;
        queue.add(s.player());
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            for (Direction d : Direction.values()) {
                int next = level.next(cell, d);
                if (!level.wall(next) && !s.box(next) && from[next] == -2) {
                    from[next] = cell;
                    queue.add(next);
                }
            }
        }
        return from;
    }

    static String path(SokobanLevel level, int[] from, int target) {
        StringBuilder sb = new StringBuilder();
        for (int cell = target; from[cell] >= 0; cell = from[cell]) {
            int prev = from[cell];
            for (Direction d : Direction.values()) {
                if (level.next(prev, d) == cell) {
                    sb.append(d.letter());
                }
            }
        }
        return sb.reverse().toString();
    }

    private static LongArrayKey key(SokobanLevel level, SokobanState s) {
        int[] from = walks(level, s);
        int region = 0;
        while (from[region] == -2) {
            region++;
        }
        long[] bits = new long[(level.cells() + 63) / 64 + 1];
        for (int cell = 0; cell < level.cells(); cell++) {
            if (s.box(cell)) {
                bits[cell >>> 6] |= 1L << cell;
            }
        }
        bits[bits.length - 1] = region;
        return new LongArrayKey(bits);
    }
}
