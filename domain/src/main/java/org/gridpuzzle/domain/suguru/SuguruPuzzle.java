package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.RegionMap;

/**
 * A Suguru puzzle: a grid split into orthogonally connected regions, and the given numbers (0 = empty).
 * Validated on construction: every given lies in 1..size of its region.
 */
public final class SuguruPuzzle {

    private final RegionMap regions;
    private final IntGrid givens;

    private SuguruPuzzle(RegionMap regions, IntGrid givens) {
        this.regions = regions;
        this.givens = givens;
    }

    /**
     * A puzzle from its regions and givens, checked.
     *
     * @param regions the regions
     * @param givens the given numbers, 0 for an empty cell, of the regions' shape
     * @return the puzzle
     * @throws InvalidModelException when the shapes differ, or a given is outside 1..size of its region (at its cell)
     */
    public static SuguruPuzzle of(RegionMap regions, IntGrid givens) {
        if (!regions.shape().equals(givens.shape())) {
            throw new InvalidModelException("regions are " + regions.shape() + " but givens are " + givens.shape());
        }
        GridShape shape = regions.shape();
        for (int i = 0; i < shape.size(); i++) {
            int v = givens.get(i);
            int size = regions.size(regions.regionOf(i));
            if (v < 0 || v > size) {
                throw new InvalidModelException("given " + v + " at " + shape.position(i).label()
                        + " does not fit its region of " + size + " cell" + (size == 1 ? "" : "s")
                        + " (allowed: 1.." + size + ")", shape.position(i));
            }
        }
        return new SuguruPuzzle(regions, givens);
    }

    /**
     * A puzzle without givens.
     *
     * @param regions the regions
     * @return the puzzle, every cell empty
     */
    public static SuguruPuzzle empty(RegionMap regions) {
        return new SuguruPuzzle(regions, IntGrid.filled(regions.shape(), 0));
    }

    /**
     * The regions.
     *
     * @return the region map
     */
    public RegionMap regions() {
        return regions;
    }

    /**
     * The given numbers.
     *
     * @return a grid with 0 for an empty cell
     */
    public IntGrid givens() {
        return givens;
    }

    /**
     * The grid's frame.
     *
     * @return the shape
     */
    public GridShape shape() {
        return regions.shape();
    }

    /**
     * The number of cells with a given.
     *
     * @return the given count
     */
    public int givenCount() {
        int count = 0;
        for (int i = 0; i < shape().size(); i++) {
            if (givens.get(i) != 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * The same regions with other givens.
     *
     * @param newGivens the given numbers, 0 for an empty cell
     * @return the new puzzle, checked as {@link #of} checks it
     * @throws InvalidModelException as {@link #of}
     */
    public SuguruPuzzle withGivens(IntGrid newGivens) {
        return of(regions, newGivens);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SuguruPuzzle p && p.regions.equals(regions) && p.givens.equals(givens);
    }

    @Override
    public int hashCode() {
        return regions.hashCode() * 31 + givens.hashCode();
    }
}
