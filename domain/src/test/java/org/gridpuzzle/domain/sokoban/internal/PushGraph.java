package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanStep;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.domain.grid.Direction;

/**
 * The whole push graph of a small level, unpruned: every state reachable from the start by pushes (walking
 * abstracted), and for each the exact fewest pushes to a solved position (−1 when none), by breadth-first search
 * backwards over the graph. The oracle of the search's bounds and deadlock rules.
 */
final class PushGraph {

    final List<SokobanState> states = new ArrayList<>();
    final int[] toGoal;

    PushGraph(SokobanLevel level, int maxStates) {
        Map<String, Integer> index = new HashMap<>();
        List<List<Integer>> successors = new ArrayList<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        add(level, level.start(), index, successors, queue);
        while (!queue.isEmpty()) {
            int id = queue.poll();
            SokobanState s = states.get(id);
            int[] from = SokobanBreadthFirst.walks(level, s);
            for (int cell = 0; cell < level.cells(); cell++) {
                if (from[cell] == -2) {
                    continue;
                }
                for (Direction d : Direction.values()) {
                    if (!s.box(level.next(cell, d))) {
                        continue;
                    }
                    SokobanStep step = SokobanReplay.step(level, s.withPlayer(cell), d);
                    if (step.kind() == SokobanStep.Kind.PUSH) {
                        int next = add(level, step.after(), index, successors, queue);
                        successors.get(id).add(next);
                    }
                }
            }
            if (states.size() > maxStates) {
                throw new IllegalStateException("more than " + maxStates + " states");
            }
        }
        List<List<Integer>> predecessors = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            predecessors.add(new ArrayList<>());
        }
        for (int i = 0; i < states.size(); i++) {
            for (int j : successors.get(i)) {
                predecessors.get(j).add(i);
            }
        }
        toGoal = new int[states.size()];
        Arrays.fill(toGoal, -1);
        for (int i = 0; i < states.size(); i++) {
            if (level.solved(states.get(i))) {
                toGoal[i] = 0;
                queue.add(i);
            }
        }
        while (!queue.isEmpty()) {
            int j = queue.poll();
            for (int i : predecessors.get(j)) {
                if (toGoal[i] < 0) {
                    toGoal[i] = toGoal[j] + 1;
                    queue.add(i);
                }
            }
        }
    }

    private int add(SokobanLevel level, SokobanState s, Map<String, Integer> index, List<List<Integer>> successors,
            ArrayDeque<Integer> queue) {
        int[] from = SokobanBreadthFirst.walks(level, s);
        int region = 0;
        while (from[region] == -2) {
            region++;
        }
        StringBuilder key = new StringBuilder().append(region).append(':');
        for (int cell = 0; cell < level.cells(); cell++) {
            key.append(s.box(cell) ? '1' : '0');
        }
        Integer known = index.get(key.toString());
        if (known != null) {
            return known;
        }
        int id = states.size();
        index.put(key.toString(), id);
        states.add(s);
        successors.add(new ArrayList<>());
        queue.add(id);
        return id;
    }
}
