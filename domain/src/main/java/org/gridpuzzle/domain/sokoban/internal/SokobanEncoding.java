package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import org.gridpuzzle.domain.planning.internal.StateSearchResult;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.internal.GameEncoding;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.planning.internal.PlanRendering;
import org.gridpuzzle.domain.planning.internal.StateSearch;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.search.Limits;

/**
 * Sokoban in f(T): one box bit per time and floor cell. A push needs a box on its cell and none on the
 * cell ahead, and moves the box there. Goal: a box on every goal (there are as many boxes as goals).
 * Implied: no box ever stands on a dead square, none is further (in pushes, others ignored) from the
 * goals than the steps left, and with one push per step the distances together are at most the steps left.
 */
public final class SokobanEncoding implements GameEncoding {

    /** Weighted best-first at 3 only: weights 1, 2, 5 and 10 solved no more XSokoban levels (see the README). */
    private static final int[] FAST_WEIGHTS = {3};

    private final SokobanLevel level;
    private final FloorMap floor;
    private final List<PlanAction> moves = new ArrayList<>();
    private final List<int[]> box = new ArrayList<>();
    /** Push distances to the goals, -1 on dead squares ({@link DeadSquares}). */
    private final int[] distance;
    /** Above this the distance sum cannot go: the number of boxes times the largest distance. */
    private final int sumCap;
    /** The game's bounds once found (−1 before). */
    private int movesBound = -1;
    private int stepsBound = -1;
    /** Per time, the columns of the distance-sum counter built so far. */
    private final List<List<int[]>> sums = new ArrayList<>();

    public SokobanEncoding(SokobanLevel level) {
        this.level = level;
        this.floor = new FloorMap(level.rows(), level.cols(), level::wall);
        this.distance = DeadSquares.pushDistances(level);
        int far = 0;
        for (int d : distance) {
            far = Math.max(far, d);
        }
        this.sumCap = level.start().boxCount() * far;
        moves.addAll(floor.pushes());
    }

    /**
     * The cheapest assignment of boxes to distinct goals by push distance (others ignored), or more than any plan when
     * there is none; found once (every phase asks for it).
     */
    @Override
    public synchronized int movesLowerBound() {
        if (movesBound < 0) {
            movesBound = DeadSquares.matchingBound(level);
        }
        return movesBound;
    }

    @Override
    public synchronized int stepsLowerBound() {
        if (stepsBound < 0) {
            stepsBound = DeadSquares.bottleneckBound(level);
        }
        return stepsBound;
    }

    /**
     * 2 KB a floor cell: a sequential step took 3.6 KB a cell of Sat4j's heap on a one-wide corridor, the cheapest floor
     * (with or without no-ops and implied constraints), 7 KB in an open room.
     */
    @Override
    public long formulaBytesPerStep() {
        return 2048L * floor.size();
    }

    @Override
    public String whyUnsolvable() {
        return "the boxes cannot all reach distinct goals";
    }

    /** {@link FewerMoves}: pushes of one box gathered and moved where the player walks least, boxes re-routed. */
    @Override
    public String fewerMoves(String moves, Limits limits) {
        return FewerMoves.of(level, moves, limits);
    }

    /** {@link SokobanSearch}: A* for push-optimal plans, weighted best-first for fast ones, and FESS alone. */
    @Override
    public StateSearch stateSearch() {
        return StateSearch.of(FAST_WEIGHTS, (options, limits) -> found(SokobanSearch.solve(level, options, limits)),
                limits -> found(SokobanSearch.fess(level, limits)));
    }

    private static StateSearchResult found(SokobanSearch.Result r) {
        return new StateSearchResult(r.moves(), r.pushes(), r.optimal(), r.lowerBound(), r.exhausted(), r.stopped(),
                r.states(), r.cut(), r.patterns(), r.expanded());
    }

    @Override
    public FloorMap floor() {
        return floor;
    }

    @Override
    public int startAgent() {
        return floor.index(level.start().player());
    }

    @Override
    public List<PlanAction> moves() {
        return moves;
    }

    @Override
    public void declare(int t, ClauseSink sink) {
        if (t == 0) { // a new formula begins
            box.clear();
            sums.clear();
        }
        int[] b = new int[floor.size()];
        for (int i = 0; i < b.length; i++) {
            b[i] = sink.newVariable();
            if (t == 0) {
                sink.addClause(level.start().box(floor.cell(i)) ? b[i] : -b[i]);
            }
        }
        box.add(b);
    }

    @Override
    public int occupied(int t, int i) {
        return box.get(t)[i];
    }

    @Override
    public void effects(int t, int act, PlanAction m, ClauseSink sink) {
        sink.addClause(-act, box.get(t - 1)[m.cell()]);
        sink.addClause(-act, -box.get(t - 1)[m.to()]);
        sink.addClause(-act, -box.get(t)[m.cell()]);
        sink.addClause(-act, box.get(t)[m.to()]);
    }

    @Override
    public void frame(int t, int i, int[] touching, ClauseSink sink) {
        int[] clause = new int[touching.length + 2];
        System.arraycopy(touching, 0, clause, 2, touching.length);
        clause[0] = -box.get(t - 1)[i];
        clause[1] = box.get(t)[i];
        sink.addClause(clause.clone());
        clause[0] = box.get(t - 1)[i];
        clause[1] = -box.get(t)[i];
        sink.addClause(clause);
    }

    @Override
    public void goal(int t, int guard, ClauseSink sink) {
        for (int i = 0; i < floor.size(); i++) {
            if (level.goal(floor.cell(i))) {
                sink.addClause(-guard, box.get(t)[i]);
            }
        }
    }

    /**
     * Every box needs at least its push distance to a goal in further steps (each step moves a box one
     * cell); with one push per step, the distances of all boxes add up (the classic Sokoban bound).
     */
    @Override
    public void impliedByGoal(int t, int guard, boolean oneMovePerStep, ClauseSink sink) {
        for (int s = 1; s < t; s++) {
            for (int i = 0; i < floor.size(); i++) {
                int d = distance[floor.cell(i)];
                if (d > t - s) {
                    sink.addClause(-guard, -box.get(s)[i]);
                }
            }
            if (oneMovePerStep && t - s + 1 <= sumCap) {
                sink.addClause(-guard, -distanceSumAtLeast(s, t - s + 1, sink));
            }
        }
    }

    /**
     * A literal implied by "the boxes' push distances at time s add up to at least k": a sequential
     * weighted counter over the floor cells, S[i][j] = "cells 0..i hold boxes of distance sum ≥ j", grown a
     * column at a time as larger k are asked for (only the direction the bound needs is encoded).
     */
    private int distanceSumAtLeast(int s, int k, ClauseSink sink) {
        while (sums.size() <= s) {
            sums.add(new ArrayList<>());
        }
        List<int[]> columns = sums.get(s);
        int f = floor.size();
        while (columns.size() < k) {
            int j = columns.size() + 1;
            int[] column = new int[f];
            int[] b = box.get(s);
            for (int i = 0; i < f; i++) {
                column[i] = sink.newVariable();
                int w = Math.max(0, distance[floor.cell(i)]);
                if (i > 0) {
                    sink.addClause(-column[i - 1], column[i]);
                }
                if (w >= j) {
                    sink.addClause(-b[i], column[i]);
                } else if (w > 0 && i > 0) {
                    sink.addClause(-b[i], -columns.get(j - w - 1)[i - 1], column[i]);
                }
            }
            columns.add(column);
        }
        return columns.get(k - 1)[f - 1];
    }

    @Override
    public void implied(int t, ClauseSink sink) {
        if (t == 0) {
            return;
        }
        for (int i = 0; i < floor.size(); i++) {
            if (distance[floor.cell(i)] < 0) {
                sink.addClause(-box.get(t)[i]);
            }
        }
    }

    @Override
    public PlanRendering.Rules<?> rules() {
        return typedRules();
    }

    private PlanRendering.Rules<SokobanState> typedRules() {
        return new PlanRendering.Rules<>(level.start(), SokobanState::player, (s, cell) -> SokobanWalks.to(level, s, cell),
                SokobanState::withPlayer, (s, d) -> SokobanReplay.moved(level, s, d));
    }

    @Override
    public StateSearch stateSearchAfter(List<PlanAction> start) {
        return new SokobanEncoding(level.from(PlanRendering.play(start, floor, typedRules()))).stateSearch();
    }

    @Override
    public boolean solves(String moves) {
        SokobanReplayResult r = SokobanReplay.play(level, moves);
        return r.ok() && level.solved(r.state());
    }
}
