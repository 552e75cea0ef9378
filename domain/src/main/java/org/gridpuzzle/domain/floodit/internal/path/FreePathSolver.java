package org.gridpuzzle.domain.floodit.internal.path;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.floodit.internal.FreeSolution;
import org.gridpuzzle.domain.floodit.Move;

/**
 * Free-Flood-It on a path in polynomial time: an interval programme over the runs (maximal monochromatic
 * stretches) of the path. f(i, j, d), the fewest moves that make runs i..j alone monochromatic in colour
 * d, is 0 or 1 for a single run, and otherwise the smaller of
 * <ul>
 *   <li>a split: f(i, k, d) + f(k + 1, j, d), both halves reach d and merge;</li>
 *   <li>a recolouring: 1 + f(i, j, d') for another colour d', where the last move turns the whole
 *       (already monochromatic) interval from d' to d.</li>
 * </ul>
 * This is the 1×n case of the Meeks–Scott programme for 2×n boards (its f1 and f2, with no leaves): the
 * last move of an optimal sequence either recolours a monochromatic interval or joins two or three
 * monochromatic intervals, and moves played inside an interval flood it on their own. O(k³·c) time for
 * k runs and c colours; the tests compare it with breadth-first search over all colourings.
 */
public final class FreePathSolver {

    private static final int SPLIT = 0;
    private static final int RECOLOUR = 1;

    /**
     * m(P, d) with an optimal sequence for every colour d of the palette; moves name positions along the
     * path (0 .. colours.length - 1).
     */
    public List<FreeSolution> solveAll(int[] colours, int palette) {
        if (colours.length == 0) {
            throw new IllegalArgumentException("an empty path");
        }
        Runs runs = Runs.of(colours);
        int k = runs.count();
        int[][][] best = new int[k][k][palette];
        // How the value was reached: split point (≥ 0), or -1 - d' for a recolouring from d', or MIN for a base.
        int[][][] how = new int[k][k][palette];
        for (int i = 0; i < k; i++) {
            for (int d = 0; d < palette; d++) {
                best[i][i][d] = runs.colour(i) == d ? 0 : 1;
                how[i][i][d] = Integer.MIN_VALUE;
            }
        }
        int[] split = new int[palette];
        int[] splitAt = new int[palette];
        for (int length = 2; length <= k; length++) {
            for (int i = 0; i + length - 1 < k; i++) {
                int j = i + length - 1;
                for (int d = 0; d < palette; d++) {
                    split[d] = Integer.MAX_VALUE;
                    for (int m = i; m < j; m++) {
                        int v = best[i][m][d] + best[m + 1][j][d];
                        if (v < split[d]) {
                            split[d] = v;
                            splitAt[d] = m;
                        }
                    }
                }
                int cheapest = 0;
                for (int d = 1; d < palette; d++) {
                    if (split[d] < split[cheapest]) {
                        cheapest = d;
                    }
                }
                for (int d = 0; d < palette; d++) {
                    best[i][j][d] = split[d];
                    how[i][j][d] = splitAt[d];
                    if (cheapest != d && split[cheapest] + 1 < best[i][j][d]) {
                        best[i][j][d] = split[cheapest] + 1;
                        how[i][j][d] = -1 - cheapest;
                    }
                }
            }
        }
        List<FreeSolution> out = new ArrayList<>();
        for (int d = 0; d < palette; d++) {
            List<Move> moves = new ArrayList<>();
            moves(runs, how, 0, k - 1, d, moves);
            if (moves.size() != best[0][k - 1][d]) {
                throw new IllegalStateException("reconstruction disagrees with the programme");
            }
            out.add(new FreeSolution(d, moves));
        }
        return out;
    }

    /**
     * The moves for runs i..j reaching d: the left part first, then the right part. Moves inside an
     * interval keep its runs' colours exactly as they would be alone (a component of a path is an
     * interval), so after the left part it is all d, and the right part then floods its own runs to d.
     */
    private static void moves(Runs runs, int[][][] how, int i, int j, int d, List<Move> out) {
        int h = how[i][j][d];
        if (h == Integer.MIN_VALUE) {
            if (runs.colour(i) != d) {
                out.add(new Move(runs.start(i), d));
            }
        } else if (h >= 0) {
            moves(runs, how, i, h, d, out);
            moves(runs, how, h + 1, j, d, out);
        } else {
            moves(runs, how, i, j, -1 - h, out);
            out.add(new Move(runs.start(i), d));
        }
    }

    /** Maximal monochromatic stretches of a path. */
    private record Runs(int[] colours, int[] starts) {

        static Runs of(int[] path) {
            List<Integer> colours = new ArrayList<>();
            List<Integer> starts = new ArrayList<>();
            for (int v = 0; v < path.length; v++) {
                if (v == 0 || path[v] != path[v - 1]) {
                    colours.add(path[v]);
                    starts.add(v);
                }
            }
            return new Runs(colours.stream().mapToInt(Integer::intValue).toArray(),
                    starts.stream().mapToInt(Integer::intValue).toArray());
        }

        int count() {
            return colours.length;
        }

        int colour(int run) {
            return colours[run];
        }

        int start(int run) {
            return starts[run];
        }
    }
}
