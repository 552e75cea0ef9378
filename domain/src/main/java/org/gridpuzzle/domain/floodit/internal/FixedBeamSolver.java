package org.gridpuzzle.domain.floodit.internal;

import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Beam search for Fixed Flood-It: each layer keeps the {@code width} states with the smallest lower
 * bound (ties: more flooded components). Width 1 is the greedy player. Uses the exact search's dominance
 * rules (forced eliminations, no dead ends) and its state store (two layers at a time, with a log of moves for the way back); a layer is chosen by sorting packed
 * primitive keys. Fast on boards too large for the exact search; the answer is never shorter than the
 * optimum, and the start bound is reported beside it.
 */
public final class FixedBeamSolver {

    private final int width;

    public FixedBeamSolver(int width) {
        if (width < 1) {
            throw new IllegalArgumentException("beam width must be at least 1, got " + width);
        }
        this.width = width;
    }

    public FixedSolution solve(ColouredGraph board, int pivotVertex, Limits limits) {
        Budget budget = limits.start();
        Contraction c = board.contract();
        FixedSearchSpace space;
        try {
            space = new FixedSearchSpace(c.graph(), c.component(pivotVertex), budget);
        } catch (StoppedException e) {
            return new FixedSolution(List.of(), false, 0, budget.nodes(), budget.elapsedNanos(), e.reason());
        }
        long[] start = space.start();
        int startBound = space.bound(start);
        if (space.goal(start)) {
            return new FixedSolution(List.of(), true, 0, 0, budget.elapsedNanos(), null);
        }
        // Two layers of states (the chosen one and its children) and a log of moves for the way back: memory
        // grows with the width, not with the width times the number of moves.
        MemoryAccount memory = MemoryAccount.open("the Fixed beam search (width " + width + ") over " + space.size
                + " components", limits);
        try {
            return search(space, start, startBound, budget, memory);
        } catch (MemoryBudgetException e) {
            return new FixedSolution(List.of(), false, startBound, budget.nodes(), budget.elapsedNanos(),
                    StopReason.MEMORY_LIMIT, memory.used());
        }
    }

    private FixedSolution search(FixedSearchSpace space, long[] start, int startBound, Budget budget,
            MemoryAccount memory) {
        int words = space.words;
        MoveLog log = new MoveLog(memory);
        StateTable current = new StateTable(words, memory);
        StateTable next = new StateTable(words, memory);
        StateTable spare = new StateTable(words, memory);
        int[] layerLog = {-1};
        current.add(start, -1, 0, 0, true);
        long[] flooded = new long[words];
        long[] frontier = new long[words];
        long[] child = new long[words];
        long[] childFrontier = new long[words];
        while (true) {
            next.clear();
            long[] packed = new long[Math.max(16, layerLog.length * space.palette)];
            memory.take(packed.length * 8L);
            int count = 0;
            for (int node = 0; node < layerLog.length; node++) {
                // a node of a wide board costs a bound per child: read the clock at each, not every 1024th
                if (!budget.node() || !budget.check()) {
                    return new FixedSolution(List.of(), false, startBound, budget.nodes(), budget.elapsedNanos(),
                            budget.stopReason());
                }
                current.copyState(node, flooded);
                space.frontierInto(flooded, frontier);
                int eliminable = space.eliminable(flooded, frontier);
                for (int colour = 0; colour < space.palette; colour++) {
                    if (eliminable >= 0 ? colour != eliminable : !space.touches(frontier, colour)) {
                        continue;
                    }
                    space.playInto(flooded, frontier, colour, child, childFrontier);
                    if (eliminable < 0 && !Bits.hasOutside(childFrontier, frontier)) {
                        continue; // a dead end, never needed (see FixedExactSolver)
                    }
                    if (next.find(child) >= 0) {
                        continue;
                    }
                    int at = next.add(child, node, colour, 0, false);
                    int left = space.coloursLeft(child, 2);
                    if (left <= 1) {
                        List<Integer> moves = log.colours(layerLog[node]);
                        moves.add(colour);
                        if (left == 1) {
                            moves.add(space.someColourLeft(child));
                        }
                        return new FixedSolution(moves, moves.size() == startBound, startBound, budget.nodes(),
                                budget.elapsedNanos(), null, memory.used());
                    }
                    if (!budget.check()) { // one bound over thousands of components takes milliseconds
                        return new FixedSolution(List.of(), false, startBound, budget.nodes(), budget.elapsedNanos(),
                                budget.stopReason());
                    }
                    int bound = space.bound(child, childFrontier);
                    int unflooded = space.size - Bits.count(child);
                    if (count == packed.length) {
                        memory.take(count * 8L);
                        packed = Arrays.copyOf(packed, count * 2);
                    }
                    packed[count++] = ((long) bound << 48) | ((long) unflooded << 24) | at;
                }
            }
            memory.give(packed.length * 8L);
            Arrays.sort(packed, 0, count);
            int keep = Math.min(width, count);
            int[] chosenLog = new int[keep];
            spare.clear();
            for (int i = 0; i < keep; i++) {
                int at = (int) (packed[i] & 0xFFFFFF);
                next.copyState(at, child);
                spare.add(child, -1, 0, 0, false);
                chosenLog[i] = log.add(layerLog[next.parent(at)], next.colour(at));
            }
            StateTable t = current;
            current = spare;
            spare = t;
            layerLog = chosenLog;
        }
    }
}
