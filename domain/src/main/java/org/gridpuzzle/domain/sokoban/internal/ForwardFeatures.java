package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * The features of the loaded state for FESS's forward game ({@link FessForward}), measured with one labelling flood of
 * the free floor: the steps of the packing plan done, the boxes out of plan ({@link OutOfPlan}), the links between
 * rooms that boxes obstruct ({@link RoomLinks}), the regions of the floor, the hotspot boxes ({@link Hotspots}: a box
 * is a hotspot when it keeps another box from a goal it could otherwise reach), and the mobility (the sides of boxes
 * the player reaches). {@link #cell} is the paper's four dimensions ({@link FeatureCell}); {@link #score} is the
 * draft's whole order as one long, higher better.
 */
final class ForwardFeatures {

    private final PushState state;
    private final SokobanRoom room;
    private final PackingPlan plan;
    private final RoomMeter links;
    private final OutOfPlan outOfPlan;
    /** Null when there is no hotspot table (too large a floor, or stopped while building it). */
    private final Hotspots hotspots;
    private final int[] label;
    private final int[] queue;
    private int stamp;
    /** The parent's region, marked {@link #parentStamp}: what the explorer's new pushes are new against. */
    private final int[] parentReach;
    private final int[] goalWalk;
    private int parentStamp;
    /** The parent's regions, labelled from {@link #parentFirst} up, and their count. */
    private final int[] parentLabel;
    private int parentFirst;
    private int parentLast;
    private int parentRegions;
    /** The parent's floor with one box lifted ({@link #lift}): its moves' positions measured without a flood each. */
    private final LiftedFloor lifted;
    private int liftedBox = -1;
    private int liftedRegions;
    private final int[] partsSeen = new int[4];
    /** The squares the packing plan names (a step's target or source): a move between others keeps the packing. */
    private final boolean[] planSquare;
    private int parentPacked;
    /** Per parent's box: the other boxes it is a hotspot for ({@link Hotspots#counts}). */
    private final int[] hotCounts;

    int packed;
    int outOfPlanBoxes;
    int obstructed;
    int regions;
    int mobility;
    int hotspotBoxes;
    /** Whether the player reaches a push of another box than the one moved that the parent's region did not. */
    boolean opens;
    /** The boxes' walks to their nearest goals, summed. */
    int distance;

    ForwardFeatures(PushState state, PackingPlan plan, RoomMeter links, OutOfPlan outOfPlan, Hotspots hotspots) {
        this.state = state;
        this.room = state.room;
        this.plan = plan;
        this.links = links;
        this.outOfPlan = outOfPlan;
        this.hotspots = hotspots;
        this.label = new int[room.floors];
        this.queue = new int[room.floors];
        this.parentReach = new int[room.floors];
        this.parentLabel = new int[room.floors];
        this.lifted = new LiftedFloor(room);
        this.hotCounts = new int[state.boxCount];
        this.planSquare = new boolean[room.floors];
        for (int k = 0; k < plan.steps(); k++) {
            planSquare[plan.target(k)] = true;
            if (plan.source(k) != PackingPlan.OUTSIDE) {
                planSquare[plan.source(k)] = true;
            }
        }
        this.goalWalk = goalWalks(room);
    }

    /** Each square's walk to its nearest goal on the empty floor (a large number where none is reached). */
    private static int[] goalWalks(SokobanRoom room) {
        int[] d = new int[room.floors];
        int[] queue = new int[room.floors];
        java.util.Arrays.fill(d, 1 << 14);
        int tail = 0;
        for (int f = 0; f < room.floors; f++) {
            if (room.goal[f]) {
                d[f] = 0;
                queue[tail++] = f;
            }
        }
        for (int head = 0; head < tail; head++) {
            int c = queue[head];
            for (int dir = 0; dir < 4; dir++) {
                int n = room.step(c, dir);
                if (n >= 0 && d[n] > d[c] + 1) {
                    d[n] = d[c] + 1;
                    queue[tail++] = n;
                }
            }
        }
        return d;
    }

    /** Marks the loaded parent's region (the player on {@code player}) before its moves are measured. */
    void parent(int player) {
        if (parentStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(parentReach, 0);
            parentStamp = 0;
        }
        room.flood(player, state.occupied, parentReach, ++parentStamp, queue);
        parentFirst = fresh(parentLabel, parentLast) + 1;
        parentLast = labelRegions(parentLabel, parentFirst);
        parentRegions = parentLast - parentFirst + 1;
        parentPacked = Math.min(plan.packed(state.occupied), FeatureCell.MAX_PACKED);
        if (hotspots != null) {
            hotspots.counts(state.boxList, state.boxCount, hotCounts);
        }
        liftedBox = -1;
    }

    /**
     * Before the moves of the parent's box on {@code box} are measured: the floor with it lifted, so that each
     * position it is moved to is measured by {@link #measure(int, int, int)} without a flood.
     */
    void lift(int box) {
        byte[] occupied = state.occupied;
        occupied[box] = 0;
        try {
            lifted.build(occupied, box);
        } finally {
            occupied[box] = 1;
        }
        // lifting it joins the parent's regions around it, and its own cell, into one
        int merged = 0;
        for (int d = 0; d < 4; d++) {
            int y = room.step(box, d);
            if (y >= 0 && occupied[y] == 0 && isNewLabel(box, d, parentLabel[y])) {
                merged++;
            }
        }
        liftedRegions = parentRegions - merged + 1;
        liftedBox = box;
    }

    /** Whether label l of the neighbour of c in direction d is none of the earlier neighbours'. */
    private boolean isNewLabel(int c, int d, int l) {
        for (int e = 0; e < d; e++) {
            int y = room.step(c, e);
            if (y >= 0 && state.occupied[y] == 0 && parentLabel[y] == l) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@link #measure(int)} for the loaded child of the parent whose box on {@code from}, the one {@link #lift lifted},
     * was moved onto {@code moved}, by the lifted floor; and whether the move {@link #opens} a push.
     */
    void measure(int player, int moved, int from) {
        if (from != liftedBox) {
            throw new IllegalStateException("the moves of the box on " + from + " are measured before it is lifted");
        }
        measureBoxes(planSquare[from] || planSquare[moved]
                ? Math.min(plan.packed(state.occupied), FeatureCell.MAX_PACKED) : parentPacked,
                hotspots == null ? 0 : hotspots.boxesAfter(hotCounts, state.boxList, state.boxCount,
                        state.boxIndex[from], from, moved));
        // the box put down on moved cuts its region into as many parts as its free neighbours lie in
        int parts = 0;
        int[] seen = partsSeen;
        for (int d = 0; d < 4; d++) {
            int y = room.step(moved, d);
            if (y >= 0 && state.occupied[y] == 0) {
                int part = lifted.part(moved, y);
                boolean fresh = true;
                for (int k = 0; k < parts; k++) {
                    fresh &= seen[k] != part;
                }
                if (fresh) {
                    seen[parts++] = part;
                }
            }
        }
        regions = Math.min(liftedRegions - 1 + parts, FeatureCell.MAX_REGIONS);
        int sides = 0;
        opens = false;
        for (int i = 0; i < state.boxCount; i++) {
            int box = state.boxList[i];
            for (int d = 0; d < 4; d++) {
                int side = room.step(box, d);
                if (side < 0 || state.occupied[side] != 0 || !lifted.reached(side)
                        || !lifted.connectedWithout(moved, side, player)) {
                    continue;
                }
                sides++;
                int ahead = room.step(box, SokobanRoom.opposite(d));
                opens |= box != moved && ahead >= 0 && state.occupied[ahead] == 0 && !room.dead[ahead]
                        && parentReach[side] != parentStamp;
            }
        }
        mobility = sides;
    }

    /** Measures the loaded state with the player on floor cell {@code player}. */
    void measure(int player) {
        measureBoxes(Math.min(plan.packed(state.occupied), FeatureCell.MAX_PACKED),
                hotspots == null ? 0 : hotspots.boxes(state.boxList, state.boxCount));
        label(player);
    }

    /** The features of the boxes alone, packed and hotspots given: out of plan, links obstructed, walks. */
    private void measureBoxes(int packed, int hotspotBoxes) {
        this.packed = packed;
        this.hotspotBoxes = hotspotBoxes;
        outOfPlanBoxes = outOfPlan.count(packed, state.boxList, state.boxCount);
        obstructed = links.obstructed(state.occupied, state.boxList, state.boxCount);
        int sum = 0;
        for (int i = 0; i < state.boxCount; i++) {
            sum += goalWalk[state.boxList[i]];
        }
        distance = sum;
    }

    /** The paper's feature cell of the state measured. */
    int cell() {
        return FeatureCell.of(packed, obstructed, outOfPlanBoxes, regions);
    }

    /** The measured position in {@code order}, as one long, higher better. */
    long score(FessOrder order) {
        return order.score(cell(), hotspotBoxes, mobility, distance);
    }

    /** Labels every free region (counting them) and counts the box sides in the player's. */
    private void label(int player) {
        int first = fresh(label, stamp) + 1;
        stamp = labelRegions(label, first);
        int count = stamp - first + 1;
        int mine = label[player];
        int sides = 0;
        for (int i = 0; i < state.boxCount; i++) {
            for (int d = 0; d < 4; d++) {
                int side = room.step(state.boxList[i], d);
                sides += side >= 0 && state.occupied[side] == 0 && label[side] == mine ? 1 : 0;
            }
        }
        regions = Math.min(count, FeatureCell.MAX_REGIONS);
        mobility = sides;
    }

    /** {@code last}, or 0 with {@code marks} cleared when labels above it could overflow. */
    private int fresh(int[] marks, int last) {
        if (last > Integer.MAX_VALUE - room.floors - 2) {
            java.util.Arrays.fill(marks, 0);
            return 0;
        }
        return last;
    }

    /**
     * Labels every free region of the loaded state in {@code marks}, from {@code first} up (marks below it are
     * stale); returns the last label used.
     */
    private int labelRegions(int[] marks, int first) {
        int last = first - 1;
        for (int f = 0; f < room.floors; f++) {
            if (state.occupied[f] == 0 && marks[f] < first) {
                room.flood(f, state.occupied, marks, ++last, queue);
            }
        }
        return last;
    }
}
