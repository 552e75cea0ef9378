package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;

/**
 * {@link FewerMoves}' first pass: a run of pushes of one box (or the start or end of one) moved earlier or later in
 * the plan, past pushes of other boxes, where the plan still plays and walks less: a box pushed in two visits is
 * pushed in one, the player finishes the work near him before walking away.
 */
final class RunRelocation {

    /**
     * How far the start or end of a run is moved, in pushes: on XSokoban 1-7 the pieces moved further gained a few
     * moves in a thousand and took three to eight times as long (a second and more on XSokoban 4's 357 pushes).
     */
    private static final int PIECE_REACH = 48;
    /**
     * How far a whole run is moved, in pushes: without a cap each run was tried at every boundary of the plan, so a pass
     * took runs² × pushes steps (60 boxes pushed 40 times in turn: minutes).
     */
    private static final int RUN_REACH = 400;

    private final PlannedPushes plan;
    private final WalkingPosition position;
    private final PassWork work;
    private final int cols;

    RunRelocation(PlannedPushes plan, WalkingPosition position, PassWork work) {
        this.plan = plan;
        this.position = position;
        this.work = work;
        this.cols = position.level.cols();
    }

    /** One pass over the runs, moving each (or its start or end) to where the plan walks least; whether any moved. */
    boolean pass() {
        boolean gained = false;
        int[] starts = plan.runStarts();
        for (int r = 0; r < starts.length - 1 && !work.stopped(); r++) {
            int s = starts[r];
            int e = starts[r + 1];
            // the whole run either way, its start only earlier, its end only later (the rest of it needs them there)
            boolean moved = bestMove(s, e, starts, true, true, RUN_REACH);
            for (int m = s + 1; m < e && !moved && !work.stopped(); m++) {
                moved = bestMove(s, m, starts, true, false, PIECE_REACH)
                        || bestMove(m, e, starts, false, true, PIECE_REACH);
            }
            if (moved) {
                starts = plan.runStarts(); // the runs around the move may have joined
            }
            gained |= moved;
        }
        return gained;
    }

    /**
     * Moves pushes [s, e) to the run boundary (of {@code starts}, at most {@code reach} pushes away) where the plan
     * walks least, if any walks less than now; whether it moved them.
     */
    private boolean bestMove(int s, int e, int[] starts, boolean earlier, boolean later, int reach) {
        int bestGap = -1;
        long bestGain = 0;
        // only the boundaries within reach are looked at (the runs' starts are in order)
        int first = from(starts, earlier ? s - reach : e + 1);
        for (int i = first; i < starts.length && starts[i] <= (later ? e + (long) reach : s - 1); i++) {
            int g = starts[i];
            if ((g < s && earlier) || (g > e && later)) {
                int lo = Math.min(g, s);
                int hi = Math.max(g, e);
                // what a candidate costs before any walk: its order, its bound and the moves it would replace
                work.add(3L * (hi - lo));
                int[] order = g < s ? concat(s, e, g, s) : concat(e, g, s, e);
                long old = plan.segmentCost(lo, hi);
                long now = played(order, lo, hi, old);
                if (now >= 0 && old - now > bestGain) {
                    bestGain = old - now;
                    bestGap = g;
                }
            }
            if (work.stopped()) {
                break;
            }
        }
        if (bestGap < 0) {
            return false;
        }
        int lo = Math.min(bestGap, s);
        int hi = Math.max(bestGap, e);
        int[] order = bestGap < s ? concat(s, e, bestGap, s) : concat(e, bestGap, s, e);
        plan.apply(order, lo, hi, null, null);
        return true;
    }

    /** The index of the first of {@code starts} at {@code at} or after it. */
    private static int from(int[] starts, long at) {
        int i = Arrays.binarySearch(starts, (int) Math.max(0, at));
        return i >= 0 ? i : -i - 1;
    }

    /** Indices a..b then c..d (half open). */
    private static int[] concat(int a, int b, int c, int d) {
        int[] order = new int[b - a + d - c];
        int n = 0;
        for (int k = a; k < b; k++) {
            order[n++] = k;
        }
        for (int k = c; k < d; k++) {
            order[n++] = k;
        }
        return order;
    }

    /**
     * The moves of pushes {@code order} (indices of the plan) played from the position before push lo, with the walk to
     * push hi after them; −1 when they do not play, or when they cannot walk less than {@code cap}. Each walk is at
     * least the grid distance between its ends, so most orders are refused before a single walk is measured.
     */
    private long played(int[] order, int lo, int hi, long cap) {
        int n = order.length;
        long[] least = new long[n + 2]; // least[i]: what pushes i.. and the walk after them take at least
        least[n] = hi < plan.count ? grid(plan.box[order[n - 1]], plan.behind(hi)) : 0;
        for (int i = n - 1; i >= 0; i--) {
            int from = i == 0 ? plan.player[lo] : plan.box[order[i - 1]];
            least[i] = least[i + 1] + grid(from, plan.behind(order[i])) + 1;
        }
        if (least[0] >= cap) {
            return -1;
        }
        position.load(plan.before[lo]);
        int p = plan.player[lo];
        long moves = 0;
        for (int i = 0; i < n; i++) {
            int k = order[i];
            long room = cap - 1 - moves - 1 - least[i + 1]; // this push, and what the rest take at least
            int w = room < 0 ? -1 : position.walkLength(p, plan.behind(k), room);
            if (w < 0 || !position.push(plan.box[k], plan.dir[k])) {
                return -1;
            }
            moves += w + 1;
            p = plan.box[k];
        }
        if (hi < plan.count) {
            long room = cap - 1 - moves;
            int w = room < 0 ? -1 : position.walkLength(p, plan.behind(hi), room);
            if (w < 0) {
                return -1;
            }
            moves += w;
        }
        return moves < cap ? moves : -1;
    }

    /** The grid distance between two cells: no walk between them is shorter. */
    private int grid(int a, int b) {
        return Math.abs(a / cols - b / cols) + Math.abs(a % cols - b % cols);
    }
}
