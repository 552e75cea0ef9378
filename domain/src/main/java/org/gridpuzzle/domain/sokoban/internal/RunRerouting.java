package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * {@link FewerMoves}' second pass: each run re-routed, the same box from the same cell to the same cell, the other
 * boxes standing still, by the way of fewest pushes and then fewest moves (counting the walk to the push after it); a
 * plan's searches choose among the ways of fewest pushes without regard to walking.
 */
final class RunRerouting {

    /** A push sequence's cost as one number: pushes first, then moves. */
    private static final long PUSH = 1L << 32;

    private final PlannedPushes plan;
    private final WalkingPosition position;
    private final PassWork work;
    private final int cells;
    /** The tables, per box cell and side (and the start last): cost, parent, and the heap. */
    private final long[] cost;
    private final int[] parent;
    /** The re-routing whose cost a node holds (older ones count as unreached). */
    private final int[] stamp;
    private int route;
    private final KeyedHeap heap = new KeyedHeap();

    RunRerouting(PlannedPushes plan, WalkingPosition position, PassWork work) {
        this.plan = plan;
        this.position = position;
        this.work = work;
        this.cells = position.level.cells();
        this.cost = new long[4 * cells + 1];
        this.parent = new int[4 * cells + 1];
        this.stamp = new int[4 * cells + 1];
    }

    /** One pass over the runs, each taken by its cheapest way; whether any changed. */
    boolean pass() {
        boolean gained = false;
        int[] starts = plan.runStarts();
        for (int r = starts.length - 2; r >= 0 && !work.stopped(); r--) {
            gained |= reroute(starts[r], starts[r + 1]);
        }
        return gained;
    }

    /**
     * The run [s, e) by the way of fewest (pushes, moves), with the walk to push e: Dijkstra over the box's cell and
     * the side its last push left the player on, the other boxes standing still. Whether the run changed.
     */
    private boolean reroute(int s, int e) {
        int[] offset = position.offset;
        int[] at = position.at;
        SokobanLevel level = position.level;
        int from = plan.box[s];
        int to = plan.box[e - 1] + offset[plan.dir[e - 1]];
        int next = e < plan.count ? plan.behind(e) : -1;
        long current = (e - s) * PUSH + plan.segmentCost(s, e);
        position.load(plan.before[s]);
        at[from] = -1; // the box moves alone; its cell is free for the player meanwhile
        int start = 4 * cells;
        route++;
        heap.clear();
        stamp[start] = route;
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
            if (c >= best || work.stopped()) {
                break;
            }
            int x = u == start ? from : u >> 2;
            int y = u == start ? plan.player[s] : x - offset[u & 3];
            at[x] = Integer.MAX_VALUE; // the box, for the walks
            if (x == to) {
                int w = next < 0 ? 0 : position.walkLength(y, next, Integer.MAX_VALUE);
                if (w >= 0 && c + w < best) {
                    best = c + w;
                    bestNode = u;
                }
            }
            position.walksAround(y, x, reach);
            at[x] = -1;
            for (int d = 0; d < 4; d++) {
                int ahead = x + offset[d];
                if (reach[d] < 0 || level.wall(ahead) || at[ahead] >= 0) {
                    continue;
                }
                long cd = c + PUSH + reach[d] + 1;
                int v = 4 * ahead + d;
                if ((stamp[v] != route || cd < cost[v]) && cd < best) {
                    stamp[v] = route;
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
        plan.apply(null, s, e, newBox, newDir);
        return true;
    }
}
