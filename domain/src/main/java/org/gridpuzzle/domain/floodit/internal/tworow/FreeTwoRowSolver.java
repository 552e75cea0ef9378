package org.gridpuzzle.domain.floodit.internal.tworow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.domain.floodit.internal.FreeSolution;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Free-Flood-It on 2×n boards, fixed-parameter in the number of colours c: the dynamic programme of
 * Meeks and Scott ("The complexity of Free-Flood-It on 2×n boards", Section 3.2), with optimal moves.
 * <p>
 * A vector z = (b1, b2, r1, r2, d, I) names a section B[b1, b2] between two borders, cells r1 and r2 on
 * its left and right border, a final colour d and a colour set I. It belongs to Z(B) when the section
 * has a spanning tree whose non-leaves lie on its r1–r2 path, which {@link DominatingPath} decides. f*(z),
 * the fewest moves played on such a path that flood it with d and link every other cell except cells with
 * colours in I, is
 * <ul>
 *   <li>0 when a d-coloured r1–r2 path dominates the section and every other cell has a colour of I ∪ {d};</li>
 *   <li>else min(f1, f2): f1 = 1 + min over d' of f*(b1, b2, r1, r2, d', I ∪ {d}) (the last move recolours
 *       the whole path); f2 = min over a border b between b1 and b2 and an edge x1x2 across it of
 *       f*(b1, b, r1, x1, d, I) + f*(b, b2, x2, r2, d, I) (two halves both reach d and join).</li>
 * </ul>
 * m(B, d) = min over r1, r2 on the outer borders of f*(bL, bR, r1, r2, d, ∅).
 * <p>
 * Faster than the paper's 4n sweeps over all vectors, with the same values:
 * <ul>
 *   <li>Only borders with |t − u| ≤ 3 can split a section (a cell strictly beyond the path's end must be
 *       next to it, which bounds how far the two rows' cuts may differ), so there are O(n) borders and
 *       O(n²) sections, each with at most four cells on a border.</li>
 *   <li>f* depends on I only through the colours present in the section: I is kept as a subset of those.</li>
 *   <li>Sections are solved in order of size (f2 only reads smaller ones); inside a section, f1 is a
 *       shortest-path closure over (d, I) solved exactly in one pass: sets are visited from larger to
 *       smaller, and for the d whose I ∪ {d} = I the fixpoint is min(base, 1 + the least value at I).</li>
 * </ul>
 * O(n³·c·2^c) time. Moves are rebuilt from the values: f1 appends a move at r1, f2 plays the left half
 * and then the right half; the tests replay every sequence on the board.
 */
public final class FreeTwoRowSolver {

    private static final short INF = Short.MAX_VALUE / 2;
    private static final int MAX_COLOURS = 12;

    /** m(B, d) with an optimal sequence for every colour d, or empty lists when a limit stopped it. */
    public List<FreeSolution> solveAll(TwoRowBoard board, Limits limits) {
        if (board.palette() > MAX_COLOURS) {
            throw new IllegalArgumentException("the 2×n programme is exponential in the colours; at most "
                    + MAX_COLOURS + " colours, got " + board.palette());
        }
        return new SectionProgramme(board, limits.start()).solve();
    }

    private static final class SectionProgramme {
        final TwoRowBoard board;
        final Budget budget;
        final int n;
        final int palette;
        final List<int[]> borders = new ArrayList<>();
        final Map<Long, Integer> borderIndex = new HashMap<>();
        final Map<Long, SolvedSection> sections = new HashMap<>();

        SectionProgramme(TwoRowBoard board, Budget budget) {
            this.board = board;
            this.budget = budget;
            this.n = board.columns();
            this.palette = board.palette();
        }

        List<FreeSolution> solve() {
            for (int t = 0; t <= n; t++) {
                for (int u = Math.max(0, t - 3); u <= Math.min(n, t + 3); u++) {
                    borderIndex.put(key(t, u), borders.size());
                    borders.add(new int[] {t, u});
                }
            }
            List<SolvedSection> order = new ArrayList<>();
            for (int[] b1 : borders) {
                for (int[] b2 : borders) {
                    Section s = new Section(b1[0], b1[1], b2[0], b2[1]);
                    if ((b1[0] != b2[0] || b1[1] != b2[1]) && s.valid()) {
                        SolvedSection node = new SolvedSection(s);
                        sections.put(sectionKey(s), node);
                        order.add(node);
                    }
                }
            }
            order.sort((a, b) -> Integer.compare(a.section.size(), b.section.size()));
            for (SolvedSection node : order) {
                if (!budget.node()) {
                    return List.of();
                }
                solve(node);
            }
            SolvedSection whole = sections.get(sectionKey(new Section(0, 0, n, n)));
            List<FreeSolution> out = new ArrayList<>();
            for (int d = 0; d < palette; d++) {
                int best = INF;
                int bi = -1;
                int bj = -1;
                for (int i = 0; i < whole.left.length; i++) {
                    for (int j = 0; j < whole.right.length; j++) {
                        if (whole.values[i][j] != null && whole.values[i][j][d << whole.colourCount] < best) {
                            best = whole.values[i][j][d << whole.colourCount];
                            bi = i;
                            bj = j;
                        }
                    }
                }
                List<Move> moves = new ArrayList<>();
                moves(whole, bi, bj, d, 0, moves);
                if (moves.size() != best) {
                    throw new IllegalStateException("reconstruction disagrees with the programme");
                }
                out.add(new FreeSolution(d, moves));
            }
            return out;
        }

        private void solve(SolvedSection node) {
            Section s = node.section;
            int sets = 1 << node.colourCount;
            List<Split> splits = splits(node);
            for (int i = 0; i < node.left.length; i++) {
                for (int j = 0; j < node.right.length; j++) {
                    int r1 = node.left[i];
                    int r2 = node.right[j];
                    if (!DominatingPath.exists(s, r1, r2, cell -> true)) {
                        continue;
                    }
                    short[] f = new short[palette * sets];
                    Arrays.fill(f, INF);
                    // Base: zero where a d-path dominates and the rest is coloured from I ∪ {d}.
                    for (int d = 0; d < palette; d++) {
                        final int colour = d;
                        boolean path = DominatingPath.exists(s, r1, r2, cell -> colourOf(cell) == colour);
                        if (!path) {
                            continue;
                        }
                        long others = node.colourMask & ~(1L << d);
                        for (int set = 0; set < sets; set++) {
                            if ((node.expand(set) & others) == others) {
                                f[(d << node.colourCount) | set] = 0;
                            }
                        }
                    }
                    // f2: two smaller sections joined by an edge across a border.
                    for (Split split : splits) {
                        relax(node, split, i, j, f);
                    }
                    // f1: the closure over recolourings, larger sets first.
                    for (int set = sets - 1; set >= 0; set--) {
                        long full = node.expand(set);
                        int least = INF;
                        for (int d = 0; d < palette; d++) {
                            int succ = node.compress(full | (1L << d));
                            if (succ != set) {
                                int bestD = INF;
                                for (int d2 = 0; d2 < palette; d2++) {
                                    bestD = Math.min(bestD, f[(d2 << node.colourCount) | succ]);
                                }
                                int at = (d << node.colourCount) | set;
                                if (bestD + 1 < f[at]) {
                                    f[at] = (short) (bestD + 1);
                                }
                            }
                        }
                        for (int d = 0; d < palette; d++) {
                            int v = f[(d << node.colourCount) | set];
                            least = Math.min(least, v);
                        }
                        for (int d = 0; d < palette; d++) {
                            int succ = node.compress(full | (1L << d));
                            int at = (d << node.colourCount) | set;
                            if (succ == set && least + 1 < f[at]) {
                                f[at] = (short) (least + 1);
                            }
                        }
                    }
                    node.values[i][j] = f;
                }
            }
        }

        private void relax(SolvedSection node, Split split, int i, int j, short[] f) {
            int l = split.leftR1[i];
            int r = split.rightR2[j];
            if (l < 0 || r < 0) {
                return;
            }
            short[] left = split.left.values[l][split.x1];
            short[] right = split.right.values[split.x2][r];
            if (left == null || right == null) {
                return;
            }
            int sets = 1 << node.colourCount;
            for (int d = 0; d < palette; d++) {
                int base = d << node.colourCount;
                int lb = d << split.left.colourCount;
                int rb = d << split.right.colourCount;
                for (int set = 0; set < sets; set++) {
                    int v = left[lb | split.toLeft[set]] + right[rb | split.toRight[set]];
                    if (v < f[base | set]) {
                        f[base | set] = (short) v;
                    }
                }
            }
        }

        /** Every way to cut the section at an inner border with an edge across it (built again when needed). */
        private List<Split> splits(SolvedSection node) {
            Section s = node.section;
            List<Split> out = new ArrayList<>();
            for (int[] b : borders) {
                if (b[0] < s.t1() || b[0] > s.t2() || b[1] < s.u1() || b[1] > s.u2()
                        || b[0] == s.t1() && b[1] == s.u1() || b[0] == s.t2() && b[1] == s.u2()) {
                    continue;
                }
                SolvedSection left = sections.get(sectionKey(new Section(s.t1(), s.u1(), b[0], b[1])));
                SolvedSection right = sections.get(sectionKey(new Section(b[0], b[1], s.t2(), s.u2())));
                if (left == null || right == null) {
                    continue;
                }
                for (int x1 = 0; x1 < left.right.length; x1++) {
                    for (int x2 = 0; x2 < right.left.length; x2++) {
                        if (adjacent(left.right[x1], right.left[x2])) {
                            out.add(new Split(node, left, right, x1, x2));
                        }
                    }
                }
            }
            return out;
        }

        /**
         * Rebuilds moves from the values alone (no choice table, which would triple the memory): whichever
         * rule reproduces a value is a valid way to reach it.
         */
        private void moves(SolvedSection node, int i, int j, int d, int set, List<Move> out) {
            short[] f = node.values[i][j];
            int value = f[(d << node.colourCount) | set];
            if (value == 0) {
                return;
            }
            int succ = node.compress(node.expand(set) | (1L << d));
            for (int d2 = 0; d2 < palette; d2++) {
                if (d2 != d && f[(d2 << node.colourCount) | succ] == value - 1) {
                    moves(node, i, j, d2, succ, out);
                    out.add(new Move(cell(node.left[i]), d));
                    return;
                }
            }
            for (Split split : splits(node)) {
                int l = split.leftR1[i];
                int r = split.rightR2[j];
                if (l < 0 || r < 0) {
                    continue;
                }
                short[] left = split.left.values[l][split.x1];
                short[] right = split.right.values[split.x2][r];
                if (left != null && right != null && left[(d << split.left.colourCount) | split.toLeft[set]]
                        + right[(d << split.right.colourCount) | split.toRight[set]] == value) {
                    moves(split.left, l, split.x1, d, split.toLeft[set], out);
                    moves(split.right, split.x2, r, d, split.toRight[set], out);
                    return;
                }
            }
            throw new IllegalStateException("no rule reproduces f* = " + value);
        }

        private int colourOf(int code) {
            return board.colour(Section.row(code), Section.col(code));
        }

        private int cell(int code) {
            return board.cell(Section.row(code), Section.col(code));
        }

        private static boolean adjacent(int a, int b) {
            int dr = Math.abs(Section.row(a) - Section.row(b));
            int dc = Math.abs(Section.col(a) - Section.col(b));
            return dr + dc == 1;
        }

        private static long key(int t, int u) {
            return ((long) t << 20) | u;
        }

        private static long sectionKey(Section s) {
            return ((long) s.t1() << 45) | ((long) s.u1() << 30) | ((long) s.t2() << 15) | s.u2();
        }

        /** A section with its border cells, colours present, and f* for each pair of border cells. */
        final class SolvedSection {
            final Section section;
            final int[] left;
            final int[] right;
            final long colourMask;
            final int colourCount;
            final int[] colourBits;
            final short[][][] values;

            SolvedSection(Section section) {
                this.section = section;
                this.left = section.leftIncident().stream().mapToInt(Integer::intValue).toArray();
                this.right = section.rightIncident().stream().mapToInt(Integer::intValue).toArray();
                long mask = 0;
                for (int col = section.t1(); col < section.t2(); col++) {
                    mask |= 1L << board.colour(Section.TOP, col);
                }
                for (int col = section.u1(); col < section.u2(); col++) {
                    mask |= 1L << board.colour(Section.BOTTOM, col);
                }
                this.colourMask = mask;
                this.colourCount = Long.bitCount(mask);
                this.colourBits = new int[colourCount];
                int k = 0;
                for (long m = mask; m != 0; m &= m - 1) {
                    colourBits[k++] = Long.numberOfTrailingZeros(m);
                }
                this.values = new short[left.length][right.length][];
            }

            /** A colour set (over the palette) as an index over the section's colours. */
            int compress(long full) {
                int out = 0;
                for (int k = 0; k < colourBits.length; k++) {
                    if ((full >>> colourBits[k] & 1) != 0) {
                        out |= 1 << k;
                    }
                }
                return out;
            }

            long expand(int set) {
                long out = 0;
                for (int k = 0; k < colourBits.length; k++) {
                    if ((set >>> k & 1) != 0) {
                        out |= 1L << colourBits[k];
                    }
                }
                return out;
            }

            int indexLeft(int code) {
                for (int k = 0; k < left.length; k++) {
                    if (left[k] == code) {
                        return k;
                    }
                }
                return -1;
            }

            int indexRight(int code) {
                for (int k = 0; k < right.length; k++) {
                    if (right[k] == code) {
                        return k;
                    }
                }
                return -1;
            }
        }

        /** A cut of a section into two at a border, with the edge x1x2 across it. */
        final class Split {
            final SolvedSection left;
            final SolvedSection right;
            final int x1;
            final int x2;
            final int[] leftR1;
            final int[] rightR2;
            final int[] toLeft;
            final int[] toRight;

            Split(SolvedSection whole, SolvedSection left, SolvedSection right, int x1, int x2) {
                this.left = left;
                this.right = right;
                this.x1 = x1;
                this.x2 = x2;
                this.leftR1 = new int[whole.left.length];
                for (int i = 0; i < whole.left.length; i++) {
                    leftR1[i] = left.indexLeft(whole.left[i]);
                }
                this.rightR2 = new int[whole.right.length];
                for (int j = 0; j < whole.right.length; j++) {
                    rightR2[j] = right.indexRight(whole.right[j]);
                }
                int sets = 1 << whole.colourCount;
                this.toLeft = new int[sets];
                this.toRight = new int[sets];
                for (int set = 0; set < sets; set++) {
                    long full = whole.expand(set);
                    toLeft[set] = left.compress(full);
                    toRight[set] = right.compress(full);
                }
            }
        }
    }
}
