package org.gridpuzzle.domain.sokoban.fess;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A backward search's path, played forwards as a {@link PackingPlan}: first the squares still holding boxes in the
 * position the path ends in (in no known order), then each backward move reversed, from the last to the first: a
 * box pulled from a to b is a box on planned square b pushed on to a; a box taken home from a is a box from outside
 * brought to a. A box's moves one right after the other are one step.
 */
final class PlanSteps {

    private final IntFunction<long[]> keyOf;
    private final int[] parent;
    private final int[] viaMove;
    private final BackwardMoves moves;
    private final int words;

    PlanSteps(IntFunction<long[]> keyOf, int[] parent, int[] viaMove, BackwardMoves moves, int words) {
        this.keyOf = keyOf;
        this.parent = parent;
        this.viaMove = viaMove;
        this.moves = moves;
        this.words = words;
    }

    PackingPlan plan(int end, boolean complete) {
        List<int[]> steps = new ArrayList<>();
        long[] key = keyOf.apply(end);
        for (int x = 0; x < 64 * words; x++) {
            if ((key[x >>> 6] >>> x & 1) != 0) {
                steps.add(new int[] {x, PackingPlan.OUTSIDE});
            }
        }
        int initial = steps.size();
        for (int q = end; parent[q] >= 0; q = parent[q]) {
            int m = viaMove[q];
            int[] step = {moves.from[m], moves.home[m] ? PackingPlan.OUTSIDE : moves.to[m]};
            int last = steps.size() - 1;
            if (last >= 0 && step[1] == steps.get(last)[0]) {
                steps.get(last)[0] = step[0]; // the same box moving on at once
            } else {
                steps.add(step);
            }
        }
        int[] target = new int[steps.size()];
        int[] source = new int[steps.size()];
        for (int k = 0; k < target.length; k++) {
            target[k] = steps.get(k)[0];
            source[k] = steps.get(k)[1];
        }
        return new PackingPlan(target, source, complete, initial);
    }
}
