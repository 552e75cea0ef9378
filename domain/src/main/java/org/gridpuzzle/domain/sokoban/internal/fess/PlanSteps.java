package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.ArrayList;
import java.util.List;

/**
 * A backward search's path, played forwards as a {@link PackingPlan}: first the squares still holding boxes in the
 * position the path ends in (in no known order), then each backward move reversed, from the last to the first: a
 * box pulled from a to b is a box on planned square b pushed on to a; a box taken home from a is a box from outside
 * brought to a. A box's moves one right after the other are one step.
 */
final class PlanSteps {

    private PlanSteps() {
    }

    /**
     * The plan of {@code path}, whose moves are {@code moves}' numbers and whose last position's key is {@code last}.
     */
    static PackingPlan plan(FessPath path, long[] last, BackwardMoves moves, int words, boolean complete) {
        List<int[]> steps = new ArrayList<>();
        for (int x = 0; x < 64 * words; x++) {
            if ((last[x >>> 6] >>> x & 1) != 0) {
                steps.add(new int[] {x, PackingPlan.OUTSIDE});
            }
        }
        int initial = steps.size();
        for (int i = path.length() - 1; i >= 0; i--) {
            int m = path.children()[i];
            int[] step = {moves.from[m], moves.home[m] ? PackingPlan.OUTSIDE : moves.to[m]};
            int end = steps.size() - 1;
            if (end >= 0 && step[1] == steps.get(end)[0]) {
                steps.get(end)[0] = step[0]; // the same box moving on at once
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
