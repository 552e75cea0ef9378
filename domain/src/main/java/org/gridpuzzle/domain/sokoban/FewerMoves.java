package org.gridpuzzle.domain.sokoban;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Shortens a plan's walking without adding a push, as the Sokoban optimisers do. For a fixed sequence of pushes the
 * walks between them are already shortest paths, so the walking saved comes from the pushes themselves:
 * <ul>
 *   <li>a run of pushes of one box (or the start or end of one) moved earlier or later in the plan, past pushes of
 *       other boxes, where the plan still plays and walks less: a box pushed in two visits is pushed in one, the player
 *       finishes the work near him before walking away;</li>
 *   <li>each run re-routed: the same box from the same cell to the same cell, the other boxes standing still, by the
 *       way of fewest pushes and then fewest moves (counting the walk to the push after it); a plan's searches choose
 *       among the ways of fewest pushes without regard to walking.</li>
 * </ul>
 * Both passes repeat until neither gains, the limits end them or they have done {@link #MAX_WORK} units of work (a
 * cell a walk visits, a push a candidate order holds or a replay plays); the clock and the cancel flag are read every
 * {@link #LOOK_EVERY} units. Every step keeps a plan that plays, so a run stopped by the clock still answers with the
 * best plan so far, never a worse one than it was given. The plan is scored as (pushes, moves): never more pushes,
 * and as many pushes only with fewer moves. Each change is played on the working position; the plan returned is replayed
 * by its caller ({@code PlanSearch}), which keeps the plan it had when this one does not play.
 */
final class FewerMoves {

    /** A push sequence's cost as one number: pushes first, then moves. */
    private static final long PUSH = 1L << 32;
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
    /** The most the tables may take. */
    private static final long MAX_BYTES = 256L << 20;
    /** The most cells a replay of the whole plan may visit (pushes × cells): about 0.1 s. */
    private static final long MAX_REPLAY = 20_000_000;
    /**
     * The most work the passes do, in cells visited and pushes looked at: a plan is not held back for long to save a
     * few moves (about 1.5 s on a 3,000-cell room with 2,400 pushes, whose passes would otherwise run for minutes). It
     * counts what the passes do whether or not they measure a walk: a candidate refused by the grid distance alone
     * still cost its length.
     */
    private static final long MAX_WORK = 100_000_000L;
    /** The clock is read every this many units of work (well under a millisecond). */
    private static final long LOOK_EVERY = 1 << 16;

    private final SokobanLevel level;
    private final int cells;
    private final int[] offset = new int[4];
    private final Budget budget;
    /** The work done so far, and when the clock is read next. */
    private long work;
    private long nextLook = LOOK_EVERY;

    /** The plan: push k moves the box on {@code box[k]} one cell in direction {@code dir[k]}. */
    private int[] box;
    private int[] dir;
    private int count;
    /** Before push k: the boxes' cells, the player's cell and the walk to the cell behind the box. */
    private int[][] before;
    private int[] player;
    private int[] walk;

    /** The working position: the box index on each cell (−1: none) and each box's cell. */
    private final int[] at;
    private int[] boxes;

    /** The re-routing's tables, per box cell and side (and the start last): cost, parent, and the heap. */
    private final long[] routeCost;
    private final int[] routeParent;
    /** The re-routing whose cost a node holds (older ones count as unreached). */
    private final int[] routeStamp;
    private int route;
    private final Heap heap = new Heap();

    /** Breadth-first scratch. */
    private final int[] seen;
    private final int[] distance;
    private final int[] queue;
    private int stamp;

    private FewerMoves(SokobanLevel level, Budget budget) {
        this.level = level;
        this.cells = level.cells();
        this.budget = budget;
        for (Direction d : Direction.values()) {
            offset[d.ordinal()] = d.dRow() * level.cols() + d.dCol();
        }
        this.at = new int[cells];
        this.seen = new int[cells];
        this.distance = new int[cells];
        this.queue = new int[cells];
        this.routeCost = new long[4 * cells + 1];
        this.routeParent = new int[4 * cells + 1];
        this.routeStamp = new int[4 * cells + 1];
    }

    /**
     * The plan with fewer moves where the passes find them (never more pushes); the plan itself when nothing
     * is gained, when it does not play, or when its copies would not fit the memory budget.
     */
    static String of(SokobanLevel level, String moves, Limits limits) {
        SokobanReplay.Result original = SokobanReplay.play(level, moves);
        if (!original.ok() || original.pushes() == 0 || !level.solved(original.state())) {
            return moves;
        }
        // the position before each push is kept, a box list each: sized before it is made; and each change is played
        // again, a walk per push, which must stay well under a second (the clock is read between walks, not in one)
        long bytes = 4L * original.pushes() * (level.start().boxCount() + 4) + 64L * level.cells();
        if (bytes > Math.min(limits.memory(), MAX_BYTES) || (long) original.pushes() * level.cells() > MAX_REPLAY) {
            return moves;
        }
        FewerMoves f = new FewerMoves(level, limits.start());
        f.read(moves);
        f.improve();
        // spelled with shortest walks, which a plan given with a detour gains from even when its pushes stay; every
        // change was played push by push on the working position, and the caller replays the answer once more
        // (PlanSearch, for every game)
        String shorter = f.spelled();
        return f.count < original.pushes() || f.count == original.pushes() && shorter.length() < moves.length()
                ? shorter : moves;
    }

    /** The plan's pushes, from its replay. */
    private void read(String moves) {
        List<int[]> pushes = new ArrayList<>();
        SokobanState s = level.start();
        for (int i = 0; i < moves.length(); i++) {
            Direction d = Direction.of(moves.charAt(i));
            if (Character.isUpperCase(moves.charAt(i))) {
                pushes.add(new int[] {level.next(s.player(), d), d.ordinal()});
            }
            s = SokobanReplay.moved(level, s, d);
        }
        count = pushes.size();
        box = new int[count];
        dir = new int[count];
        for (int k = 0; k < count; k++) {
            box[k] = pushes.get(k)[0];
            dir[k] = pushes.get(k)[1];
        }
        replay();
    }

    /** Plays the pushes from the start, recording the position before each: the plan must play. */
    private void replay() {
        before = new int[count][];
        player = new int[count];
        walk = new int[count];
        load(null);
        int p = level.start().player();
        for (int k = 0; k < count; k++) {
            before[k] = boxes.clone();
            work(boxes.length + 1);
            player[k] = p;
            walk[k] = walkLength(p, box[k] - offset[dir[k]], Integer.MAX_VALUE);
            if (walk[k] < 0 || !push(box[k], dir[k])) {
                throw new IllegalStateException("push " + (k + 1) + " of the plan does not play");
            }
            p = box[k];
        }
    }

    private void improve() {
        boolean gained = true;
        while (gained && !stopped() && budget.check()) {
            gained = relocate();
            gained |= reroute();
        }
    }

    // ---- moving runs of pushes ----

    /** One pass over the runs, moving each (or its start or end) to where the plan walks least; whether any moved. */
    private boolean relocate() {
        boolean gained = false;
        int[] starts = runStarts();
        for (int r = 0; r < starts.length - 1 && !stopped(); r++) {
            int s = starts[r];
            int e = starts[r + 1];
            // the whole run either way, its start only earlier, its end only later (the rest of it needs them there)
            boolean moved = bestMove(s, e, starts, true, true, RUN_REACH);
            for (int m = s + 1; m < e && !moved && !stopped(); m++) {
                moved = bestMove(s, m, starts, true, false, PIECE_REACH)
                        || bestMove(m, e, starts, false, true, PIECE_REACH);
            }
            if (moved) {
                starts = runStarts(); // the runs around the move may have joined
            }
            gained |= moved;
        }
        return gained;
    }

    /** Where each run of pushes of one box starts, and the plan's end last. */
    private int[] runStarts() {
        int[] starts = new int[count + 1];
        int n = 0;
        for (int k = 0; k < count; k++) {
            if (k == 0 || box[k] != box[k - 1] + offset[dir[k - 1]]) {
                starts[n++] = k;
            }
        }
        starts[n++] = count;
        work(count);
        return Arrays.copyOf(starts, n);
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
                work(3L * (hi - lo));
                int[] order = g < s ? concat(s, e, g, s) : concat(e, g, s, e);
                long old = segmentCost(lo, hi);
                long now = played(order, lo, hi, old);
                if (now >= 0 && old - now > bestGain) {
                    bestGain = old - now;
                    bestGap = g;
                }
            }
            if (stopped()) {
                break;
            }
        }
        if (bestGap < 0) {
            return false;
        }
        int lo = Math.min(bestGap, s);
        int hi = Math.max(bestGap, e);
        int[] order = bestGap < s ? concat(s, e, bestGap, s) : concat(e, bestGap, s, e);
        apply(order, lo, hi, null, null);
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

    /** The moves of pushes [lo, hi) as they stand, with the walk to push hi (which a change before it may lengthen). */
    private long segmentCost(int lo, int hi) {
        long moves = 0;
        for (int k = lo; k < hi; k++) {
            moves += walk[k] + 1;
        }
        return moves + (hi < count ? walk[hi] : 0);
    }

    /**
     * The moves of pushes {@code order} (indices of the plan) played from the position before push lo, with the walk to
     * push hi after them; −1 when they do not play, or when they cannot walk less than {@code cap}. Each walk is at
     * least the grid distance between its ends, so most orders are refused before a single walk is measured.
     */
    private long played(int[] order, int lo, int hi, long cap) {
        int n = order.length;
        long[] least = new long[n + 2]; // least[i]: what pushes i.. and the walk after them take at least
        least[n] = hi < count ? grid(box[order[n - 1]], box[hi] - offset[dir[hi]]) : 0;
        for (int i = n - 1; i >= 0; i--) {
            int from = i == 0 ? player[lo] : box[order[i - 1]];
            least[i] = least[i + 1] + grid(from, box[order[i]] - offset[dir[order[i]]]) + 1;
        }
        if (least[0] >= cap) {
            return -1;
        }
        load(before[lo]);
        int p = player[lo];
        long moves = 0;
        for (int i = 0; i < n; i++) {
            int k = order[i];
            long room = cap - 1 - moves - 1 - least[i + 1]; // this push, and what the rest take at least
            int w = room < 0 ? -1 : walkLength(p, box[k] - offset[dir[k]], room);
            if (w < 0 || !push(box[k], dir[k])) {
                return -1;
            }
            moves += w + 1;
            p = box[k];
        }
        if (hi < count) {
            long room = cap - 1 - moves;
            int w = room < 0 ? -1 : walkLength(p, box[hi] - offset[dir[hi]], room);
            if (w < 0) {
                return -1;
            }
            moves += w;
        }
        return moves < cap ? moves : -1;
    }

    /** The grid distance between two cells: no walk between them is shorter. */
    private int grid(int a, int b) {
        int cols = level.cols();
        return Math.abs(a / cols - b / cols) + Math.abs(a % cols - b % cols);
    }

    /**
     * Replaces pushes [lo, hi) by the plan's pushes {@code order} (null: by the pushes {@code newBox}, {@code newDir}),
     * then plays the plan again.
     */
    private void apply(int[] order, int lo, int hi, int[] newBox, int[] newDir) {
        int[] cellsNow = order != null ? new int[order.length] : newBox;
        int[] dirsNow = order != null ? new int[order.length] : newDir;
        for (int i = 0; order != null && i < order.length; i++) {
            cellsNow[i] = box[order[i]];
            dirsNow[i] = dir[order[i]];
        }
        int n = lo + cellsNow.length + count - hi;
        int[] b = new int[n];
        int[] d = new int[n];
        System.arraycopy(box, 0, b, 0, lo);
        System.arraycopy(dir, 0, d, 0, lo);
        System.arraycopy(cellsNow, 0, b, lo, cellsNow.length);
        System.arraycopy(dirsNow, 0, d, lo, dirsNow.length);
        System.arraycopy(box, hi, b, lo + cellsNow.length, count - hi);
        System.arraycopy(dir, hi, d, lo + dirsNow.length, count - hi);
        box = b;
        dir = d;
        count = n;
        replay();
    }

    // ---- re-routing runs ----

    /** One pass over the runs, each taken by its cheapest way; whether any changed. */
    private boolean reroute() {
        boolean gained = false;
        int[] starts = runStarts();
        for (int r = starts.length - 2; r >= 0 && !stopped(); r--) {
            gained |= reroute(starts[r], starts[r + 1]);
        }
        return gained;
    }

    /**
     * The run [s, e) by the way of fewest (pushes, moves), with the walk to push e: Dijkstra over the box's cell and
     * the side its last push left the player on, the other boxes standing still. Whether the run changed.
     */
    private boolean reroute(int s, int e) {
        int from = box[s];
        int to = box[e - 1] + offset[dir[e - 1]];
        int next = e < count ? box[e] - offset[dir[e]] : -1;
        long current = (e - s) * PUSH + segmentCost(s, e);
        load(before[s]);
        at[from] = -1; // the box moves alone; its cell is free for the player meanwhile
        int start = 4 * cells;
        long[] cost = routeCost;
        int[] parent = routeParent;
        route++;
        heap.clear();
        routeStamp[start] = route;
        cost[start] = 0;
        heap.add(0, start);
        long best = current;
        int bestNode = -1;
        int[] reach = new int[4];
        while (!heap.isEmpty()) {
            long c = heap.topKey();
            int u = heap.poll();
            if (c != cost[u]) {
                continue; // reached again more cheaply since
            }
            if (c >= best || stopped()) {
                break;
            }
            int x = u == start ? from : u >> 2;
            int y = u == start ? player[s] : x - offset[u & 3];
            at[x] = Integer.MAX_VALUE; // the box, for the walks
            if (x == to) {
                int w = next < 0 ? 0 : walkLength(y, next, Integer.MAX_VALUE);
                if (w >= 0 && c + w < best) {
                    best = c + w;
                    bestNode = u;
                }
            }
            walksAround(y, x, reach);
            at[x] = -1;
            for (int d = 0; d < 4; d++) {
                int ahead = x + offset[d];
                if (reach[d] < 0 || level.wall(ahead) || at[ahead] >= 0) {
                    continue;
                }
                long cd = c + PUSH + reach[d] + 1;
                int v = 4 * ahead + d;
                if ((routeStamp[v] != route || cd < cost[v]) && cd < best) {
                    routeStamp[v] = route;
                    cost[v] = cd;
                    parent[v] = u;
                    heap.add(cd, v);
                }
            }
        }
        if (bestNode < 0) {
            return false;
        }
        int pushes = 0;
        for (int v = bestNode; v != start; v = parent[v]) {
            pushes++;
        }
        int[] newBox = new int[pushes];
        int[] newDir = new int[pushes];
        for (int v = bestNode, i = pushes - 1; v != start; v = parent[v], i--) {
            newDir[i] = v & 3;
            newBox[i] = (v >> 2) - offset[v & 3];
        }
        apply(null, s, e, newBox, newDir);
        return true;
    }

    /** The walks from y to the four cells around x (−1 where none), the working position's boxes in the way. */
    private void walksAround(int y, int x, int[] reach) {
        stamp++;
        int head = 0;
        int tail = 0;
        seen[y] = stamp;
        distance[y] = 0;
        queue[tail++] = y;
        int found = 0;
        Arrays.fill(reach, -1);
        for (int d = 0; d < 4; d++) {
            if (x - offset[d] == y) {
                reach[d] = 0;
                found++;
            }
        }
        while (head < tail && found < 4) {
            int c = queue[head++];
            for (int d = 0; d < 4; d++) {
                int n = c + offset[d];
                if (seen[n] != stamp && !level.wall(n) && at[n] < 0) {
                    seen[n] = stamp;
                    distance[n] = distance[c] + 1;
                    queue[tail++] = n;
                    for (int b = 0; b < 4; b++) {
                        if (x - offset[b] == n) {
                            reach[b] = distance[n];
                            found++;
                        }
                    }
                }
            }
        }
        work(tail);
    }

    // ---- the working position ----

    /** The working position: these boxes (null: the level's start). */
    private void load(int[] cellsOfBoxes) {
        if (boxes != null) {
            for (int c : boxes) {
                at[c] = -1;
            }
        } else {
            Arrays.fill(at, -1);
        }
        if (cellsOfBoxes == null) {
            List<Integer> start = new ArrayList<>();
            for (int c = 0; c < cells; c++) {
                if (level.start().box(c)) {
                    start.add(c);
                }
            }
            cellsOfBoxes = start.stream().mapToInt(Integer::intValue).toArray();
        }
        boxes = cellsOfBoxes.clone();
        for (int i = 0; i < boxes.length; i++) {
            at[boxes[i]] = i;
        }
    }

    /** Pushes the box on {@code cell} in direction d in the working position; false when it cannot go. */
    private boolean push(int cell, int d) {
        int i = at[cell];
        int ahead = cell + offset[d];
        if (i < 0 || level.wall(ahead) || at[ahead] >= 0) {
            return false;
        }
        at[cell] = -1;
        at[ahead] = i;
        boxes[i] = ahead;
        return true;
    }

    /** The fewest steps from a to b around the working position's boxes; −1 when none or more than {@code cap}. */
    private int walkLength(int a, int b, long cap) {
        if (a == b) {
            return 0;
        }
        if (level.wall(b) || at[b] >= 0) {
            return -1;
        }
        stamp++;
        int head = 0;
        int tail = 0;
        seen[a] = stamp;
        distance[a] = 0;
        queue[tail++] = a;
        int length = -1;
        search:
        while (head < tail) {
            int c = queue[head++];
            if (distance[c] >= cap) {
                break;
            }
            for (int d = 0; d < 4; d++) {
                int n = c + offset[d];
                if (seen[n] != stamp && !level.wall(n) && at[n] < 0) {
                    if (n == b) {
                        length = distance[c] + 1 <= cap ? distance[c] + 1 : -1;
                        break search;
                    }
                    seen[n] = stamp;
                    distance[n] = distance[c] + 1;
                    queue[tail++] = n;
                }
            }
        }
        work(tail);
        return length;
    }

    /**
     * Counts work done and reads the clock (and the cancel flag) every {@link #LOOK_EVERY} units: between walks alone,
     * a pass that refused thousands of candidates without a walk went a second without a look.
     */
    private void work(long units) {
        work += units;
        if (work >= nextLook) {
            nextLook = work + LOOK_EVERY;
            budget.check();
        }
    }

    /** Whether the limits, or the work the passes may do, are spent. */
    private boolean stopped() {
        return work > MAX_WORK || budget.exhausted();
    }

    /**
     * The plan as LURD: shortest walks, then each push. Each walk is searched from its start until it reaches its end
     * (a search of the whole floor for each push took 0.3 s for 4,000 pushes, with no look at the clock).
     */
    private String spelled() {
        StringBuilder sb = new StringBuilder();
        load(null);
        int p = level.start().player();
        for (int k = 0; k < count; k++) {
            walkTo(p, box[k] - offset[dir[k]], sb);
            sb.append(Character.toUpperCase(Direction.values()[dir[k]].letter()));
            push(box[k], dir[k]);
            p = box[k];
        }
        return sb.toString();
    }

    /** Appends a shortest walk from a to b around the working position's boxes (there is one: the plan plays). */
    private void walkTo(int a, int b, StringBuilder sb) {
        if (a == b) {
            return;
        }
        stamp++;
        int head = 0;
        int tail = 0;
        seen[a] = stamp;
        queue[tail++] = a;
        search:
        while (head < tail) {
            int c = queue[head++];
            for (int d = 0; d < 4; d++) {
                int n = c + offset[d];
                if (seen[n] != stamp && !level.wall(n) && at[n] < 0) {
                    seen[n] = stamp;
                    distance[n] = d; // the step that reached n
                    queue[tail++] = n;
                    if (n == b) {
                        break search;
                    }
                }
            }
        }
        work(tail);
        int steps = 0;
        for (int c = b; c != a; c -= offset[distance[c]]) {
            steps++;
        }
        char[] walk = new char[steps];
        for (int c = b, i = steps - 1; c != a; c -= offset[distance[c]], i--) {
            walk[i] = Direction.values()[distance[c]].letter();
        }
        sb.append(walk);
    }

    /** A binary min-heap of (key, node) pairs. */
    private static final class Heap {
        private long[] keys = new long[64];
        private int[] nodes = new int[64];
        private int size;

        boolean isEmpty() {
            return size == 0;
        }

        void clear() {
            size = 0;
        }

        long topKey() {
            return keys[0];
        }

        void add(long key, int node) {
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, 2 * size);
                nodes = Arrays.copyOf(nodes, 2 * size);
            }
            int i = size++;
            while (i > 0 && keys[(i - 1) >>> 1] > key) {
                keys[i] = keys[(i - 1) >>> 1];
                nodes[i] = nodes[(i - 1) >>> 1];
                i = (i - 1) >>> 1;
            }
            keys[i] = key;
            nodes[i] = node;
        }

        int poll() {
            int top = nodes[0];
            long key = keys[--size];
            int node = nodes[size];
            int i = 0;
            while (2 * i + 1 < size) {
                int c = 2 * i + 1;
                if (c + 1 < size && keys[c + 1] < keys[c]) {
                    c++;
                }
                if (keys[c] >= key) {
                    break;
                }
                keys[i] = keys[c];
                nodes[i] = nodes[c];
                i = c;
            }
            keys[i] = key;
            nodes[i] = node;
            return top;
        }
    }
}
