package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanReplayResult;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.planning.internal.StateSearchResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.internal.GameEncoding;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.planning.internal.PlanRendering;
import org.gridpuzzle.domain.planning.internal.StateSearch;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.sat.internal.Cardinality;
import org.gridpuzzle.domain.sat.ClauseSink;

/**
 * Snowman in f(T): per time and floor cell three ball bits (small, medium, large), snow, and "holds a
 * ball". Two moves per cell and direction, told apart by the stack they start from (so that the agent's
 * cell afterwards is fixed by the move): PUSH moves a single ball — rolling into a cell without balls
 * (growing one size on snow, the snow gone) or stacking on a strictly larger top; POP moves the top of a
 * stack of two into a cell without balls (growing the same way); a finished snowman never moves. Goal:
 * every cell with a ball holds all three. Implied: balls only grow, and the goal has a third of them of
 * each size, so at every time at most a third are large and at least a third are small; a stack in a
 * corner never moves, so it is always the bottom of a snowman.
 */
public final class SnowmanEncoding implements GameEncoding {

    private static final int SIZES = 3;
    /**
     * A first plan fast at weight 5, then shorter ones (on the three-snowman level weight 3 alone finds none in 10 s,
     * 5 finds 43 ball moves in a second, 2 then 30).
     */
    private static final int[] FAST_WEIGHTS = {5, 3, 2};

    private final SnowmanLevel level;
    /** The floor, numbered, made when first asked (the state search never asks: it numbers its own). */
    private volatile FloorMap floor;
    /**
     * The formula's moves, made when a formula first asks: two per push, 3.9 million objects (165 MB) on a 700 × 700
     * field, which the state search never reads and which were out of every memory account (M4).
     */
    private List<PlanAction> moves;
    private final List<int[][]> ball = new ArrayList<>();
    private final List<int[]> snow = new ArrayList<>();
    private final List<int[]> occupied = new ArrayList<>();
    private final int balls;

    public SnowmanEncoding(SnowmanLevel level) {
        this.level = level;
        this.balls = level.start().ballCount();
    }

    /**
     * Φ = (N − size units) + (occupied cells − N/3), with sizes small 0, medium 1, large 2: a roll onto
     * snow or a stack lowers it by one, nothing lowers it more, and it is 0 when every snowman stands.
     */
    @Override
    public int movesLowerBound() {
        return SnowmanSearch.startPhi(level);
    }

    /**
     * 16 KB a floor cell (counted on the level: the floor map is made only for a formula): a sequential step took 26 KB
     * a cell of Sat4j's heap on a one-wide corridor, the cheapest floor (with or without no-ops and implied
     * constraints), 50 KB on an open field.
     */
    @Override
    public long formulaBytesPerStep() {
        long floors = 0;
        for (int cell = 0; cell < level.rows() * level.cols(); cell++) {
            floors += level.wall(cell) ? 0 : 1;
        }
        return 16384L * floors;
    }

    @Override
    public StateSearch stateSearch() {
        return StateSearch.of(FAST_WEIGHTS, (options, limits) -> {
            SnowmanSearch.Result r = SnowmanSearch.solve(level, options, limits);
            return new StateSearchResult(r.moves(), r.ballMoves(), r.optimal(), r.lowerBound(), r.exhausted(), r.stopped(),
                    r.states(), 0, 0, r.expanded());
        });
    }

    @Override
    public FloorMap floor() {
        FloorMap f = floor;
        if (f == null) {
            synchronized (this) {
                f = floor;
                if (f == null) {
                    f = new FloorMap(level.rows(), level.cols(), level::wall);
                    floor = f;
                }
            }
        }
        return f;
    }

    @Override
    public int startAgent() {
        return floor().index(level.start().agent());
    }

    @Override
    public synchronized List<PlanAction> moves() {
        if (moves == null) {
            List<PlanAction> all = new ArrayList<>();
            for (PlanAction push : floor().pushes()) {
                all.add(push);
                all.add(new PlanAction(PlanAction.Kind.POP, push.from(), push.cell(), push.to(), push.dir()));
            }
            moves = Collections.unmodifiableList(all);
        }
        return moves;
    }

    @Override
    public void declare(int t, ClauseSink sink) {
        if (t == 0) { // a new formula begins
            ball.clear();
            snow.clear();
            occupied.clear();
        }
        int f = floor().size();
        int[][] b = new int[f][SIZES];
        int[] s = new int[f];
        int[] o = new int[f];
        for (int i = 0; i < f; i++) {
            for (int k = 0; k < SIZES; k++) {
                b[i][k] = sink.newVariable();
            }
            s[i] = sink.newVariable();
            o[i] = sink.newVariable();
            sink.addClause(-o[i], b[i][0], b[i][1], b[i][2]);
            for (int k = 0; k < SIZES; k++) {
                sink.addClause(-b[i][k], o[i]);
            }
            // a cell with a ball has no snow: rolling onto snow removes it
            sink.addClause(-o[i], -s[i]);
        }
        ball.add(b);
        snow.add(s);
        occupied.add(o);
        if (t == 0) {
            SnowmanState start = level.start();
            for (int i = 0; i < f; i++) {
                int mask = start.balls(floor().cell(i));
                for (int k = 0; k < SIZES; k++) {
                    sink.addClause((mask >>> k & 1) != 0 ? b[i][k] : -b[i][k]);
                }
                sink.addClause(start.snow(floor().cell(i)) ? s[i] : -s[i]);
            }
        }
    }

    @Override
    public int occupied(int t, int i) {
        return occupied.get(t)[i];
    }

    @Override
    public void effects(int t, int act, PlanAction m, ClauseSink sink) {
        int c = m.cell();
        int u = m.to();
        int[] bc = ball.get(t - 1)[c];
        int[] bu = ball.get(t - 1)[u];
        int[] ac = ball.get(t)[c];
        ClauseSink when = Cardinality.guarded(sink, act);
        when.addClause(occupied(t - 1, c));
        when.addClause(-bc[0], -bc[1], -bc[2]); // a finished snowman stays
        if (m.kind() == PlanAction.Kind.PUSH) {
            Cardinality.atMostOne(when, bc);
            for (int q = 0; q < SIZES; q++) {
                when.addClause(-ac[q]);
            }
            copy(when, snow.get(t - 1)[c], snow.get(t)[c]);
            for (int k = 0; k < SIZES; k++) {
                ClauseSink moving = Cardinality.guarded(when, bc[k]);
                for (int q = 0; q <= k; q++) {
                    moving.addClause(-bu[q]); // only onto a strictly larger top
                }
                ClauseSink onto = Cardinality.guarded(moving, occupied(t - 1, u));
                for (int q = 0; q < SIZES; q++) {
                    if (q == k) {
                        onto.addClause(ball.get(t)[u][q]);
                    } else {
                        copy(onto, bu[q], ball.get(t)[u][q]);
                    }
                }
                copy(onto, snow.get(t - 1)[u], snow.get(t)[u]);
                rollInto(Cardinality.guarded(moving, -occupied(t - 1, u)), t, u, k);
            }
        } else {
            when.addClause(-occupied(t - 1, u));
            // at least two balls: not exactly one
            for (int k = 0; k < SIZES; k++) {
                int[] other = new int[SIZES];
                int o = 0;
                for (int q = 0; q < SIZES; q++) {
                    if (q != k) {
                        other[o++] = bc[q];
                    }
                }
                when.addClause(other[0], other[1]);
            }
            copy(when, snow.get(t - 1)[c], snow.get(t)[c]);
            for (int k = 0; k < SIZES; k++) {
                // k is the top: present, nothing smaller
                ClauseSink top = Cardinality.guarded(when, bc[k]);
                for (int q = 0; q < k; q++) {
                    top = Cardinality.guarded(top, -bc[q]);
                }
                for (int q = 0; q < SIZES; q++) {
                    if (q == k) {
                        top.addClause(-ac[q]);
                    } else {
                        copy(top, bc[q], ac[q]);
                    }
                }
                rollInto(top, t, u, k);
            }
        }
    }

    /** A ball of size k lands on the empty cell u: one size bigger on snow (large stays large); the snow goes. */
    private void rollInto(ClauseSink when, int t, int u, int k) {
        int grown = Math.min(k + 1, SIZES - 1);
        int wasSnow = snow.get(t - 1)[u];
        int[] au = ball.get(t)[u];
        for (int q = 0; q < SIZES; q++) {
            Cardinality.guarded(when, wasSnow).addClause(q == grown ? au[q] : -au[q]);
            Cardinality.guarded(when, -wasSnow).addClause(q == k ? au[q] : -au[q]);
        }
        when.addClause(-snow.get(t)[u]);
    }

    private static void copy(ClauseSink when, int from, int to) {
        when.addClause(-from, to);
        when.addClause(from, -to);
    }

    @Override
    public void frame(int t, int i, int[] touching, ClauseSink sink) {
        for (int k = 0; k <= SIZES; k++) {
            int before = k < SIZES ? ball.get(t - 1)[i][k] : snow.get(t - 1)[i];
            int after = k < SIZES ? ball.get(t)[i][k] : snow.get(t)[i];
            int[] clause = new int[touching.length + 2];
            System.arraycopy(touching, 0, clause, 2, touching.length);
            clause[0] = -before;
            clause[1] = after;
            sink.addClause(clause.clone());
            clause[0] = before;
            clause[1] = -after;
            sink.addClause(clause);
        }
    }

    @Override
    public void goal(int t, int guard, ClauseSink sink) {
        ClauseSink when = Cardinality.guarded(sink, guard);
        for (int[] b : ball.get(t)) {
            for (int k = 0; k < SIZES; k++) {
                for (int q = 0; q < SIZES; q++) {
                    if (k != q) {
                        when.addClause(-b[k], b[q]);
                    }
                }
            }
        }
    }

    @Override
    public void implied(int t, ClauseSink sink) {
        int[] small = new int[floor().size()];
        int[] large = new int[floor().size()];
        for (int i = 0; i < floor().size(); i++) {
            small[i] = ball.get(t)[i][0];
            large[i] = ball.get(t)[i][2];
        }
        Cardinality.atMostK(sink, balls / SIZES, large);
        Cardinality.atLeastK(sink, balls / SIZES, small);
        if (t == 0) {
            return;
        }
        // nothing on a cell with a wall on both axes (a corner) ever moves again: its stack can only be
        // the bottom of a snowman, so a small ball needs a medium under it and a medium a large one
        for (int i = 0; i < floor().size(); i++) {
            if (frozen(i)) {
                int[] b = ball.get(t)[i];
                sink.addClause(-b[0], b[1]);
                sink.addClause(-b[1], b[2]);
            }
        }
    }

    /** No push moves a ball off cell i: on each axis one side is a wall. */
    private boolean frozen(int i) {
        boolean horizontal = floor().next(i, Direction.LEFT) < 0 || floor().next(i, Direction.RIGHT) < 0;
        boolean vertical = floor().next(i, Direction.UP) < 0 || floor().next(i, Direction.DOWN) < 0;
        return horizontal && vertical;
    }

    @Override
    public PlanRendering.Rules<?> rules() {
        return typedRules();
    }

    private PlanRendering.Rules<SnowmanState> typedRules() {
        return new PlanRendering.Rules<>(level.start(), SnowmanState::agent, (s, cell) -> SnowmanWalks.to(level, s, cell),
                SnowmanState::withAgent, (s, d) -> SnowmanRules.moved(level, s, d));
    }

    @Override
    public StateSearch stateSearchAfter(List<PlanAction> start) {
        return new SnowmanEncoding(level.from(PlanRendering.play(start, floor(), typedRules()))).stateSearch();
    }

    @Override
    public boolean solves(String moves) {
        SnowmanReplayResult r = SnowmanReplay.play(level, moves);
        return r.ok() && SnowmanReplay.solved(level, r.state());
    }
}
