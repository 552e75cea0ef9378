package org.gridpuzzle.domain.floodit.internal.tworow;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Whether a section has a path from r1 to r2, through allowed cells only, such that every section cell is
 * on it or next to it (then a spanning tree whose non-leaves lie on the path exists, and conversely).
 * <p>
 * With r1 on the left border and r2 on the right one, such a path never turns back: a 2-row strip has no
 * room to return, and the cells that lie left of r1 are a dead end in one row (the border shape leaves
 * no cell below or above them). So the path only moves right or switches rows, covering every column
 * from col(r1) to col(r2), and each of those columns is dominated by it. Cells one column further out
 * are dominated only if the path holds the cell of their row in the end column; cells further out never.
 * A breadth-first search over right and vertical moves then decides it, with the end columns' extra
 * cells forced in when needed. The tests compare this with an enumeration of all simple paths.
 */
final class DominatingPath {

    private DominatingPath() {
    }

    static boolean exists(Section s, int r1, int r2, IntPredicate allowed) {
        int c1 = Section.col(r1);
        int c2 = Section.col(r2);
        if (!allowed.test(r1) || !allowed.test(r2) || c2 < c1) {
            return false;
        }
        // A cell one column beyond an end is next to the path only through the end column's cell of its row.
        boolean needLeftPartner = c1 >= 1 && s.contains(1 - Section.row(r1), c1 - 1);
        boolean needRightPartner = s.contains(1 - Section.row(r2), c2 + 1);
        for (int row = 0; row < 2; row++) {
            int lo = row == Section.TOP ? s.t1() : s.u1();
            int hi = row == Section.TOP ? s.t2() : s.u2();
            if (lo < hi && (lo < c1 - 1 || hi - 1 > c2 + 1)) {
                return false; // a cell two columns beyond an end is never next to the path
            }
        }
        int p1 = Section.encode(1 - Section.row(r1), c1);
        int p2 = Section.encode(1 - Section.row(r2), c2);
        boolean p1ok = s.contains(1 - Section.row(r1), c1) && allowed.test(p1);
        boolean p2ok = s.contains(1 - Section.row(r2), c2) && allowed.test(p2);
        if (needLeftPartner && !p1ok || needRightPartner && !p2ok) {
            return false;
        }
        if (r1 == r2) {
            return !needLeftPartner && !needRightPartner; // the path is the one cell
        }
        if (c1 == c2) {
            // r1 and r2 are the two cells of one column: the path is that column.
            return true;
        }
        for (boolean startAtPartner : new boolean[] {false, true}) {
            if (needLeftPartner && !startAtPartner || startAtPartner && !p1ok) {
                continue;
            }
            for (boolean endAtPartner : new boolean[] {false, true}) {
                if (needRightPartner && !endAtPartner || endAtPartner && !p2ok) {
                    continue;
                }
                int from = startAtPartner ? p1 : r1;
                int to = endAtPartner ? p2 : r2;
                int blockedStart = startAtPartner ? r1 : -1;
                int blockedEnd = endAtPartner ? r2 : -1;
                if (reaches(s, from, to, c2, allowed, blockedStart, blockedEnd)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean reaches(Section s, int from, int to, int lastCol, IntPredicate allowed, int blockedA,
            int blockedB) {
        Set<Integer> seen = new HashSet<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(from);
        seen.add(from);
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            if (cell == to) {
                return true;
            }
            int row = Section.row(cell);
            int col = Section.col(cell);
            int[] next = {Section.encode(row, col + 1), Section.encode(1 - row, col)};
            for (int x : next) {
                int xr = Section.row(x);
                int xc = Section.col(x);
                if (xc <= lastCol && s.contains(xr, xc) && allowed.test(x) && x != blockedA && x != blockedB
                        && seen.add(x)) {
                    queue.add(x);
                }
            }
        }
        return false;
    }
}
