package org.gridpuzzle.domain.sokoban.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.sokoban.internal.fess.FessGame;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * One position's moves for FESS's advisors ({@link FessForward}): the moves are collected with their results' features
 * ({@link ForwardFeatures}), then each advisor ({@link FessAdvisor}) picks at most one, in turn: packing, connectivity,
 * room connectivity, out of plan and hotspots ({@link FeatureAdvisor}s: the best by the order among the moves that
 * improve the advisor's feature), Festival's explorer and opener, and with {@link FessRules#draftOpener} the draft's
 * opener. A move several advisors pick is tagged with the first of them.
 */
final class ForwardAdvisors {

    /** The explorer's tag. */
    static final int EXPLORER = ExplorerAdvisor.TAG;
    /** The opener's tag. */
    static final int OPENER = OpenerAdvisor.TAG;
    /** The draft's opener's tag (the hottest hotspot pushed away). */
    static final int HOTTEST = HottestOpenerAdvisor.TAG;

    private final FessRules rules;
    private final List<FessAdvisor> advisors = new ArrayList<>();
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
    private boolean[] opens = new boolean[64];

    /** The advisors the rules call for, over positions loaded in {@code state}. */
    ForwardAdvisors(FessRules rules, PackingPlan plan, LoneBoxTables tables, PushState state, Hotspots table) {
        this.rules = rules;
        advisors.add(new PackingAdvisor(rules));
        advisors.add(new ConnectivityAdvisor(rules));
        advisors.add(new RoomAdvisor(rules));
        advisors.add(new OopAdvisor(rules));
        advisors.add(new HotspotAdvisor(rules));
        if (rules.explorer()) {
            advisors.add(new ExplorerAdvisor(tables));
        }
        if (rules.opener()) {
            advisors.add(new OpenerAdvisor(plan, tables, state.room.floors));
        }
        if (rules.draftOpener()) {
            advisors.add(new HottestOpenerAdvisor(table, tables, state, rules));
        }
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
        for (FessAdvisor a : advisors) {
            int c = a.pick(this);
            if (c >= 0 && tag[c] == FessGame.NO_ADVISOR) {
                tag[c] = a.tag();
            }
        }
        return count;
    }

    int count() {
        return count;
    }

    int parentCell() {
        return parentCell;
    }

    int parentHotspots() {
        return parentHotspots;
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

    int hotspots(int c) {
        return hotspots[c];
    }

    long score(int c) {
        return score[c];
    }

    boolean opens(int c) {
        return opens[c];
    }

    int tag(int c) {
        return tag[c];
    }
}
