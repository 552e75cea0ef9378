package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;
import org.gridpuzzle.domain.sokoban.fess.FessGame;
import org.gridpuzzle.domain.sokoban.fess.PackingPlan;

/**
 * FESS's advisors over one position's moves ({@link FessForward}): the moves are collected with their results'
 * features, then each advisor picks at most one, the best by the draft's order ({@link ForwardFeatures#score}) among
 * those that improve its own feature: packing (more of the plan done), connectivity (fewer regions), room connectivity
 * (fewer obstructed links), out of plan (fewer boxes out of plan, packing not lowered) and hotspots (fewer hotspot
 * boxes: [Draft] §4 defines a hotspot as a box), then Festival's explorer (a reversible move, packing not lowered,
 * after which the player reaches a push of another box he could not reach before) and opener (when no move raises
 * packing: the box nearest the plan's next square, by walking, moved farthest from it, packing not lowered, regions and
 * links not worsened). A move several advisors pick is tagged with the first of them ({@link Advisor}'s order, then
 * {@link #EXPLORER}, {@link #OPENER}).
 */
final class ForwardAdvisors {

    /** The explorer's tag. */
    static final int EXPLORER = Advisor.ALL.length;
    /** The opener's tag. */
    static final int OPENER = EXPLORER + 1;
    /** The draft's opener's tag (the hottest hotspot pushed away). */
    static final int HOTTEST = OPENER + 1;

    private final FessRules rules;
    /** The hotspot table (null: none), for the draft's opener. */
    private final Hotspots table;
    private final PackingPlan plan;
    private final LoneBoxTables tables;
    private final PushState state;
    private final boolean[] planned;
    private boolean[] opens = new boolean[64];
    /** Per place (4 · cell + side): the box last listed going there, and the listing's stamp then. */
    private final int[] listedBox;
    private final int[] listedStamp;
    private int stamp;

    private int parentCell;
    private int parentHotspots;
    private int count;
    private int[] from = new int[64];
    private int[] to = new int[64];
    private int[] side = new int[64];
    private int[] cell = new int[64];
    private int[] hotspots = new int[64];
    private long[] score = new long[64];
    private int[] tag = new int[64];

    ForwardAdvisors(FessRules rules, PackingPlan plan, LoneBoxTables tables, PushState state, Hotspots hotspots) {
        this.rules = rules;
        this.table = hotspots;
        this.plan = plan;
        this.tables = tables;
        this.state = state;
        this.planned = new boolean[state.room.floors];
        this.listedBox = new int[4 * state.room.floors];
        this.listedStamp = new int[4 * state.room.floors];
    }

    /** Starts a position's listing: its own cell and hotspot boxes. */
    void parent(int cellOfParent, int hotspotsOfParent) {
        this.parentCell = cellOfParent;
        this.parentHotspots = hotspotsOfParent;
        count = 0;
        stamp++;
    }

    /** Whether the move of the box on {@code b} to {@code to}, the player ending on {@code side}, is new here. */
    boolean firstTime(int b, int to, int side) {
        int key = 4 * to + side;
        if (listedBox[key] == b && listedStamp[key] == stamp) {
            return false;
        }
        listedBox[key] = b;
        listedStamp[key] = stamp;
        return true;
    }

    /** Adds a move of the box on {@code b} to {@code t}, the player ending on {@code s}, its result measured. */
    void child(ForwardFeatures f, int b, int t, int s) {
        if (count == from.length) {
            int n = 2 * count;
            from = Arrays.copyOf(from, n);
            to = Arrays.copyOf(to, n);
            side = Arrays.copyOf(side, n);
            cell = Arrays.copyOf(cell, n);
            hotspots = Arrays.copyOf(hotspots, n);
            score = Arrays.copyOf(score, n);
            tag = Arrays.copyOf(tag, n);
            opens = Arrays.copyOf(opens, n);
        }
        from[count] = b;
        to[count] = t;
        side[count] = s;
        cell[count] = f.cell();
        hotspots[count] = f.hotspotBoxes;
        score[count] = f.score(rules.order());
        tag[count] = FessGame.NO_ADVISOR;
        opens[count] = f.opens;
        count++;
    }

    /** The moves collected, each advisor's pick tagged (call once per position, after the last {@link #child}). */
    int pick() {
        for (Advisor a : Advisor.ALL) {
            int best = -1;
            for (int c = 0; c < count; c++) {
                if (improves(a, c) && (best < 0 || score[c] > score[best])) {
                    best = c;
                }
            }
            if (best >= 0 && tag[best] == FessGame.NO_ADVISOR) {
                tag[best] = a.ordinal();
            }
        }
        if (rules.explorer()) {
            tagIfFree(explorer(), EXPLORER);
        }
        if (rules.opener()) {
            tagIfFree(opener(), OPENER);
        }
        if (rules.draftOpener()) {
            tagIfFree(hottestOpener(), HOTTEST);
        }
        return count;
    }

    private void tagIfFree(int c, int advisor) {
        if (c >= 0 && tag[c] == FessGame.NO_ADVISOR) {
            tag[c] = advisor;
        }
    }

    /** The best move by the order that opens a push, keeps packing and could be undone; −1: none. */
    private int explorer() {
        int parentPacked = FeatureCell.packed(parentCell);
        int best = -1;
        long above = Long.MAX_VALUE;
        while (true) {
            best = -1;
            for (int c = 0; c < count; c++) {
                if (opens[c] && FeatureCell.packed(cell[c]) >= parentPacked && score[c] < above
                        && (best < 0 || score[c] > score[best])) {
                    best = c;
                }
            }
            if (best < 0 || tables.reversible(from[best], to[best])) {
                return best;
            }
            above = score[best]; // equal scores behind it are passed over with it: rare, and only an advice lost
        }
    }

    /**
     * When no move raises packing: of the boxes with a move that keeps packing, regions and links, the one nearest
     * the plan's next square (boxes on squares the plan has filled left out), moved farthest from it; −1: none.
     */
    private int opener() {
        int parentPacked = FeatureCell.packed(parentCell);
        if (parentPacked >= plan.steps()) {
            return -1;
        }
        for (int c = 0; c < count; c++) {
            if (FeatureCell.packed(cell[c]) > parentPacked) {
                return -1;
            }
        }
        int next = plan.target(parentPacked);
        plan.planned(parentPacked, planned);
        int nearest = -1;
        int nearestWalk = Integer.MAX_VALUE;
        for (int c = 0; c < count; c++) {
            int w = tables.walk(next, from[c]);
            if (keeps(c) && !planned[from[c]] && (w < nearestWalk || w == nearestWalk && from[c] < nearest)) {
                nearest = from[c];
                nearestWalk = w;
            }
        }
        int best = -1;
        for (int c = 0; c < count; c++) {
            if (from[c] == nearest && keeps(c) && (best < 0 || tables.walk(next, to[c]) > tables.walk(next, to[best])
                    || tables.walk(next, to[c]) == tables.walk(next, to[best]) && score[c] > score[best])) {
                best = c;
            }
        }
        return best;
    }

    /**
     * The draft's opener ([Draft] §5): the hotspot box that blocks the most boxes is pushed away by its best move that
     * does not worsen connectivity; when it has none, the box nearest it with such a move is moved farthest from it;
     * −1 when no box is a hotspot (or there is no hotspot table).
     */
    private int hottestOpener() {
        if (table == null) {
            return -1;
        }
        int hottest = -1;
        int most = 0;
        for (int j = 0; j < state.boxCount; j++) {
            int y = state.boxList[j];
            int blocked = 0;
            for (int i = 0; i < state.boxCount; i++) {
                blocked += i != j && table.hot(state.boxList[i], y) ? 1 : 0;
            }
            if (blocked > most) {
                most = blocked;
                hottest = y;
            }
        }
        if (hottest < 0) {
            return -1;
        }
        int best = -1;
        for (int c = 0; c < count; c++) {
            if (from[c] == hottest && connects(c) && (best < 0 || score[c] > score[best])) {
                best = c;
            }
        }
        if (best >= 0) {
            return best;
        }
        int nearest = -1;
        int nearestWalk = Integer.MAX_VALUE;
        for (int c = 0; c < count; c++) {
            int w = tables.walk(hottest, from[c]);
            if (connects(c) && (w < nearestWalk || w == nearestWalk && from[c] < nearest)) {
                nearest = from[c];
                nearestWalk = w;
            }
        }
        for (int c = 0; c < count; c++) {
            if (from[c] == nearest && connects(c) && (best < 0 || tables.walk(hottest, to[c])
                    > tables.walk(hottest, to[best]) || tables.walk(hottest, to[c]) == tables.walk(hottest, to[best])
                    && score[c] > score[best])) {
                best = c;
            }
        }
        return best;
    }

    /** Whether move c does not worsen connectivity (nor lower packing under Festival's rule). */
    private boolean connects(int c) {
        return FeatureCell.regions(cell[c]) <= FeatureCell.regions(parentCell)
                && (!rules.keepPacking() || FeatureCell.packed(cell[c]) >= FeatureCell.packed(parentCell));
    }

    /** Whether move c lowers neither packing nor worsens regions or links. */
    private boolean keeps(int c) {
        return FeatureCell.packed(cell[c]) >= FeatureCell.packed(parentCell)
                && FeatureCell.regions(cell[c]) <= FeatureCell.regions(parentCell)
                && FeatureCell.links(cell[c]) <= FeatureCell.links(parentCell);
    }

    private boolean improves(Advisor a, int c) {
        int child = cell[c];
        if (rules.keepPacking() && FeatureCell.packed(child) < FeatureCell.packed(parentCell)) {
            return false;
        }
        return switch (a) {
            case PACKING -> FeatureCell.packed(child) > FeatureCell.packed(parentCell);
            case CONNECTIVITY -> FeatureCell.regions(child) < FeatureCell.regions(parentCell);
            case ROOM_CONNECTIVITY -> FeatureCell.links(child) < FeatureCell.links(parentCell);
            case OUT_OF_PLAN -> FeatureCell.outOfPlan(child) < FeatureCell.outOfPlan(parentCell)
                    && FeatureCell.packed(child) >= FeatureCell.packed(parentCell);
            case HOTSPOTS -> hotspots[c] < parentHotspots;
        };
    }

    int from(int c) {
        return from[c];
    }

    int to(int c) {
        return to[c];
    }

    int side(int c) {
        return side[c];
    }

    int cell(int c) {
        return cell[c];
    }

    long score(int c) {
        return score[c];
    }

    int tag(int c) {
        return tag[c];
    }
}
