package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.sat.internal.Cardinality;
import org.gridpuzzle.domain.sat.ClauseSink;

/**
 * Suguru as CNF: a variable x(c, v) for each cell c and value v in 1..size of c's region; each cell takes exactly one
 * value; each value of a region is taken by exactly one of its cells; two king-neighbours of different regions never
 * take the same value (in one region the region's at-most-one already says so); givens are unit clauses. Regions of
 * any size are fine (no bitmasks), so this is also the answer for regions beyond the fast solver's 64 cells.
 */
final class SuguruEncoding {

    private final SuguruPuzzle puzzle;
    /** The variable of (c, 1); value v of c is {@code first[c] + v - 1}. */
    private final int[] first;
    private final int[] size;

    private SuguruEncoding(SuguruPuzzle puzzle, int[] first, int[] size) {
        this.puzzle = puzzle;
        this.first = first;
        this.size = size;
    }

    /** Writes the clauses of {@code puzzle} to {@code sink} and returns the encoding that decodes its models. */
    public static SuguruEncoding encode(SuguruPuzzle puzzle, ClauseSink sink) {
        RegionMap regions = puzzle.regions();
        int n = puzzle.shape().size();
        int[] first = new int[n];
        int[] size = new int[n];
        for (int c = 0; c < n; c++) {
            size[c] = regions.size(regions.regionOf(c));
            first[c] = sink.newVariable();
            for (int v = 2; v <= size[c]; v++) {
                sink.newVariable();
            }
        }
        SuguruEncoding e = new SuguruEncoding(puzzle, first, size);
        for (int c = 0; c < n; c++) {
            int[] lits = new int[size[c]];
            for (int v = 1; v <= size[c]; v++) {
                lits[v - 1] = e.variable(c, v);
            }
            Cardinality.exactlyOne(sink, lits);
        }
        for (int r = 0; r < regions.regionCount(); r++) {
            int[] cells = regions.cells(r);
            for (int v = 1; v <= cells.length; v++) {
                int[] lits = new int[cells.length];
                for (int k = 0; k < cells.length; k++) {
                    lits[k] = e.variable(cells[k], v);
                }
                Cardinality.exactlyOne(sink, lits);
            }
        }
        Graph king = puzzle.shape().kingNeighbours();
        for (int c = 0; c < n; c++) {
            for (int k = king.start(c); k < king.end(c); k++) {
                int d = king.target(k);
                if (d > c && regions.regionOf(d) != regions.regionOf(c)) {
                    for (int v = 1; v <= Math.min(size[c], size[d]); v++) {
                        sink.addClause(-e.variable(c, v), -e.variable(d, v));
                    }
                }
            }
        }
        IntGrid givens = puzzle.givens();
        for (int c = 0; c < n; c++) {
            int g = givens.get(c);
            if (g > size[c]) {
                throw new IllegalArgumentException("given " + g + " at cell " + c + " exceeds its region's size "
                        + size[c] + " (UnsolvabilityCheck reports such puzzles first)");
            }
            if (g != 0) {
                sink.addClause(e.variable(c, g));
            }
        }
        return e;
    }

    /** The variable that says cell c holds value v. */
    public int variable(int c, int v) {
        return first[c] + v - 1;
    }

    /** The grid a model describes. */
    public IntGrid decode(boolean[] model) {
        int n = first.length;
        int[] values = new int[n];
        for (int c = 0; c < n; c++) {
            for (int v = 1; v <= size[c]; v++) {
                if (model[variable(c, v)]) {
                    values[c] = v;
                    break;
                }
            }
        }
        return IntGrid.of(puzzle.shape(), values);
    }

    /** The clause that forbids {@code solution}'s values on the cells that are not given (to look for another). */
    public int[] blocking(IntGrid solution) {
        int n = first.length;
        int open = 0;
        for (int c = 0; c < n; c++) {
            if (puzzle.givens().get(c) == 0) {
                open++;
            }
        }
        int[] clause = new int[open];
        int k = 0;
        for (int c = 0; c < n; c++) {
            if (puzzle.givens().get(c) == 0) {
                clause[k++] = -variable(c, solution.get(c));
            }
        }
        return clause;
    }
}
