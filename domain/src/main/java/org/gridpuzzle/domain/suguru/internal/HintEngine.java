package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.Technique;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Solves like a person: the next logical step with its technique and cells. Placements remove the
 * value from the cell's region and king-neighbours at once. Techniques are tried easiest first; when
 * none applies, the step is a guess taken from the (unique) solution and marked as such.
 */
public final class HintEngine {

    private final GridShape shape;
    private final RegionMap regions;
    private final Graph king;
    private final IntGrid solution;
    private final long[] cand;
    private final int[] value;
    private int placed;

    private HintEngine(SuguruPuzzle puzzle, IntGrid solution) {
        this.shape = puzzle.shape();
        this.regions = puzzle.regions();
        this.king = shape.kingNeighbours();
        this.solution = solution;
        int n = shape.size();
        this.cand = new long[n];
        this.value = new int[n];
        for (int c = 0; c < n; c++) {
            int s = regions.size(regions.regionOf(c));
            cand[c] = s >= 64 ? -1L : (1L << s) - 1;
        }
        for (int c = 0; c < n; c++) {
            if (puzzle.givens().get(c) != 0) {
                place(c, puzzle.givens().get(c));
            }
        }
    }

    /** The explanation of a whole solve, or empty when the puzzle has no solution (or the limit hit first). */
    public static Optional<List<HintStep>> explain(SuguruPuzzle puzzle, Limits limits) {
        Budget budget = limits.start(); // the limits cover the explanation too, not only the solve
        SolveOutcome outcome = new FastSolver().solve(puzzle, limits);
        if (!(outcome instanceof SolveOutcome.Solved solved)) {
            return Optional.empty();
        }
        return explain(puzzle, solved.solution(), budget);
    }

    /** The next step from the givens, or empty when there is no solution or nothing is left to do. */
    public static Optional<HintStep> hint(SuguruPuzzle puzzle, Limits limits) {
        SolveOutcome outcome = new FastSolver().solve(puzzle, limits);
        if (!(outcome instanceof SolveOutcome.Solved solved)) {
            return Optional.empty();
        }
        return Optional.ofNullable(new HintEngine(puzzle, solved.solution()).next());
    }

    /** The first step from the givens towards a known solution, or empty when the givens already fill the grid. */
    public static Optional<HintStep> hint(SuguruPuzzle puzzle, IntGrid solution) {
        return Optional.ofNullable(new HintEngine(puzzle, solution).next());
    }

    /** Every step from the givens to a known solution (which guesses follow). */
    public static List<HintStep> explain(SuguruPuzzle puzzle, IntGrid solution) {
        return explain(puzzle, solution, Limits.none().start()).orElseThrow();
    }

    /**
     * Every step, or empty when the budget ran out first: each step scans the grid, so a very large puzzle's
     * explanation takes long, and the budget is asked before every step.
     */
    public static Optional<List<HintStep>> explain(SuguruPuzzle puzzle, IntGrid solution, Budget budget) {
        HintEngine engine = new HintEngine(puzzle, solution);
        List<HintStep> steps = new ArrayList<>();
        for (HintStep step = engine.next(); step != null; step = engine.next()) {
            steps.add(step);
            if (!budget.check()) {
                return Optional.empty();
            }
        }
        return Optional.of(steps);
    }

    /** The hardest technique an explanation of the puzzle needs. */
    public static Difficulty rate(SuguruPuzzle puzzle, IntGrid solution) {
        return rate(explain(puzzle, solution));
    }

    /** The hardest technique among the steps of an explanation. */
    public static Difficulty rate(List<HintStep> steps) {
        Difficulty hardest = Difficulty.EASY;
        for (HintStep step : steps) {
            if (step.technique().difficulty().compareTo(hardest) > 0) {
                hardest = step.technique().difficulty();
            }
        }
        return hardest;
    }

    /** Finds and applies the next step; null when solved. */
    private HintStep next() {
        if (placed == shape.size()) {
            return null;
        }
        long[] before = cand.clone();
        HintStep step = found();
        return step == null ? null : step.from(before);
    }

    /** The easiest technique that applies (a guess when none does), applied. */
    private HintStep found() {
        HintStep step = nakedSingle();
        if (step == null) {
            step = hiddenSingle();
        }
        if (step == null) {
            step = neighbourExclusion();
        }
        if (step == null) {
            step = nakedPair();
        }
        if (step == null) {
            step = guess();
        }
        return step;
    }

    private HintStep nakedSingle() {
        for (int c = 0; c < cand.length; c++) {
            if (value[c] == 0 && Long.bitCount(cand[c]) == 1) {
                int v = Long.numberOfTrailingZeros(cand[c]) + 1;
                List<Position> because = new ArrayList<>();
                for (int p : peersOf(c)) {
                    if (value[p] != 0 && value[p] != v) {
                        because.add(shape.position(p));
                    }
                }
                place(c, v);
                return new HintStep(Technique.SINGLE_CANDIDATE, true, List.of(shape.position(c)), List.of(v), because,
                        shape.position(c).label() + " = " + v + ": every other number of its region is already "
                                + "in the region or next to it");
            }
        }
        return null;
    }

    private HintStep hiddenSingle() {
        for (int r = 0; r < regions.regionCount(); r++) {
            int size = regions.size(r);
            for (int v = 1; v <= size; v++) {
                long bit = 1L << (v - 1);
                int only = -1;
                int count = 0;
                boolean done = false;
                for (int k = 0; k < size; k++) {
                    int c = regions.cell(r, k);
                    if (value[c] == v) {
                        done = true;
                        break;
                    }
                    if (value[c] == 0 && (cand[c] & bit) != 0) {
                        count++;
                        only = c;
                    }
                }
                if (!done && count == 1) {
                    List<Position> because = new ArrayList<>();
                    for (int k = 0; k < size; k++) {
                        int c = regions.cell(r, k);
                        if (c != only && value[c] == 0) {
                            because.add(shape.position(c));
                        }
                    }
                    place(only, v);
                    return new HintStep(Technique.HIDDEN_SINGLE, true, List.of(shape.position(only)), List.of(v), because,
                            shape.position(only).label() + " = " + v + ": it is the only cell of its region that can hold " + v);
                }
            }
        }
        return null;
    }

    /** All cells of a region that can hold v touch cell X outside it: X cannot hold v. */
    private HintStep neighbourExclusion() {
        for (int r = 0; r < regions.regionCount(); r++) {
            int size = regions.size(r);
            for (int v = 1; v <= size; v++) {
                long bit = 1L << (v - 1);
                List<Integer> holders = holders(r, bit);
                if (holders.size() < 2) {
                    continue;
                }
                List<Position> targets = new ArrayList<>();
                int first = holders.get(0);
                for (int k = king.start(first); k < king.end(first); k++) {
                    int x = king.target(k);
                    if (regions.regionOf(x) == r || value[x] != 0 || (cand[x] & bit) == 0) {
                        continue;
                    }
                    if (touchesAll(x, holders)) {
                        targets.add(shape.position(x));
                    }
                }
                if (!targets.isEmpty()) {
                    for (Position t : targets) {
                        cand[shape.index(t)] &= ~bit;
                    }
                    return new HintStep(Technique.NEIGHBOUR_EXCLUSION, false, targets, List.of(v), positions(holders),
                            "the " + v + " of the region of " + shape.position(first).label() + " must be in one of "
                                    + labels(holders) + ", which all touch " + labels(targets) + ": no " + v + " there");
                }
            }
        }
        return null;
    }

    /** Two cells of a region with the same two candidates take both numbers: others in the region and cells touching both lose them. */
    private HintStep nakedPair() {
        for (int r = 0; r < regions.regionCount(); r++) {
            int size = regions.size(r);
            for (int i = 0; i < size; i++) {
                int a = regions.cell(r, i);
                if (value[a] != 0 || Long.bitCount(cand[a]) != 2) {
                    continue;
                }
                for (int j = i + 1; j < size; j++) {
                    int b = regions.cell(r, j);
                    if (value[b] != 0 || cand[b] != cand[a]) {
                        continue;
                    }
                    long pair = cand[a];
                    List<Position> targets = new ArrayList<>();
                    for (int c = 0; c < cand.length; c++) {
                        if (c == a || c == b || value[c] != 0 || (cand[c] & pair) == 0) {
                            continue;
                        }
                        boolean sameRegion = regions.regionOf(c) == r;
                        if (sameRegion || (king.adjacent(c, a) && king.adjacent(c, b))) {
                            cand[c] &= ~pair;
                            targets.add(shape.position(c));
                        }
                    }
                    if (!targets.isEmpty()) {
                        List<Integer> values = valuesOf(pair);
                        return new HintStep(Technique.NAKED_PAIR, false, targets, values, positions(List.of(a, b)),
                                shape.position(a).label() + " and " + shape.position(b).label() + " hold " + values
                                        + " between them: " + labels(targets) + " cannot");
                    }
                }
            }
        }
        return null;
    }

    private HintStep guess() {
        int best = -1;
        for (int c = 0; c < cand.length; c++) {
            if (value[c] == 0 && (best < 0 || Long.bitCount(cand[c]) < Long.bitCount(cand[best]))) {
                best = c;
            }
        }
        int v = solution.get(best);
        List<Integer> options = valuesOf(cand[best]);
        place(best, v);
        return new HintStep(Technique.GUESS, true, List.of(shape.position(best)), List.of(v), List.of(),
                shape.position(best).label() + " = " + v + ": no technique applies; guessed among " + options
                        + " (the right guess, known from the solution)");
    }

    private void place(int c, int v) {
        long bit = 1L << (v - 1);
        value[c] = v;
        cand[c] = bit;
        placed++;
        for (int p : peersOf(c)) {
            cand[p] &= ~bit;
        }
    }

    private int[] peersOf(int c) {
        int r = regions.regionOf(c);
        int[] out = new int[king.degree(c) + regions.size(r)];
        int m = 0;
        for (int k = king.start(c); k < king.end(c); k++) {
            out[m++] = king.target(k);
        }
        for (int k = 0; k < regions.size(r); k++) {
            int p = regions.cell(r, k);
            if (p != c && !king.adjacent(c, p)) {
                out[m++] = p;
            }
        }
        return Arrays.copyOf(out, m);
    }

    private List<Integer> holders(int r, long bit) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < regions.size(r); k++) {
            int c = regions.cell(r, k);
            if (value[c] != 0 && cand[c] == bit) {
                return List.of();
            }
            if (value[c] == 0 && (cand[c] & bit) != 0) {
                out.add(c);
            }
        }
        return out;
    }

    private boolean touchesAll(int x, List<Integer> cells) {
        for (int c : cells) {
            if (!king.adjacent(x, c)) {
                return false;
            }
        }
        return true;
    }

    private List<Position> positions(List<Integer> cells) {
        List<Position> out = new ArrayList<>();
        for (int c : cells) {
            out.add(shape.position(c));
        }
        return out;
    }

    private static List<Integer> valuesOf(long mask) {
        List<Integer> out = new ArrayList<>();
        for (long m = mask; m != 0; m &= m - 1) {
            out.add(Long.numberOfTrailingZeros(m) + 1);
        }
        return out;
    }

    private String labels(List<?> cells) {
        List<String> out = new ArrayList<>();
        for (Object o : cells) {
            out.add(o instanceof Position p ? p.label() : shape.position((Integer) o).label());
        }
        return String.join(", ", out);
    }
}
