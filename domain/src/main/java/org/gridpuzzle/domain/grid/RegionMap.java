package org.gridpuzzle.domain.grid;

import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.internal.Components;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A partition of a grid into orthogonally connected regions. Regions are numbered 0..R-1 in the
 * row-major order of their first cell; the caller's original labels are kept for messages.
 */
public final class RegionMap {

    private final GridShape shape;
    private final int[] regionOf;
    private final int[] labels;
    private final int[] cellOffsets;
    private final int[] cells;

    private RegionMap(GridShape shape, int[] regionOf, int[] labels, int[] cellOffsets, int[] cells) {
        this.shape = shape;
        this.regionOf = regionOf;
        this.labels = labels;
        this.cellOffsets = cellOffsets;
        this.cells = cells;
    }

    /**
     * A region map from one label per cell (row-major). Cells with equal labels form one region,
     * which must be orthogonally connected.
     *
     * @param shape the grid's frame
     * @param cellLabels one region label per cell, row-major; any ints
     * @return the region map
     * @throws InvalidModelException when the length is not rows × cols, or naming every disconnected label, at the
     *     first cell cut off
     */
    public static RegionMap of(GridShape shape, int[] cellLabels) {
        if (cellLabels.length != shape.size()) {
            throw new InvalidModelException("expected " + shape.size() + " region labels for " + shape + ", got " + cellLabels.length);
        }
        List<Disconnection> broken = disconnections(shape, cellLabels);
        if (!broken.isEmpty()) {
            StringBuilder msg = new StringBuilder();
            for (Disconnection d : broken) {
                msg.append(msg.length() == 0 ? "" : "; ")
                        .append("region ").append(d.label()).append(" is not connected: cell ")
                        .append(d.cutOff().label()).append(" is cut off from ").append(d.first().label());
            }
            throw new InvalidModelException(msg.toString(), broken.get(0).cutOff());
        }
        int n = shape.size();
        Map<Integer, Integer> idOf = new HashMap<>();
        int[] regionOf = new int[n];
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            Integer id = idOf.get(cellLabels[i]);
            if (id == null) {
                id = idOf.size();
                idOf.put(cellLabels[i], id);
                labels[id] = cellLabels[i];
            }
            regionOf[i] = id;
        }
        int count = idOf.size();
        int[] offsets = new int[count + 1];
        for (int i = 0; i < n; i++) {
            offsets[regionOf[i] + 1]++;
        }
        for (int r = 0; r < count; r++) {
            offsets[r + 1] += offsets[r];
        }
        int[] fill = Arrays.copyOf(offsets, count);
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[fill[regionOf[i]]++] = i;
        }
        return new RegionMap(shape, regionOf, Arrays.copyOf(labels, count), offsets, cells);
    }

    /**
     * A cut-off cell of a disconnected label: the label, its first cell, and a cell not reachable from it.
     *
     * @param label the caller's label
     * @param first the label's first cell, row-major
     * @param cutOff a cell of the label that cannot be reached from {@code first} inside the label
     */
    public record Disconnection(int label, Position first, Position cutOff) {
    }

    /**
     * Every label whose cells are not orthogonally connected, in order of first appearance.
     *
     * @param shape the grid's frame
     * @param cellLabels one region label per cell, row-major, of length rows × cols
     * @return one disconnection per broken label, empty when every region is connected
     */
    public static List<Disconnection> disconnections(GridShape shape, int[] cellLabels) {
        Graph g = shape.orthogonalNeighbours();
        Components comps = Components.of(g, cellLabels);
        Map<Integer, Integer> firstComponent = new HashMap<>();
        Map<Integer, Disconnection> broken = new LinkedHashMap<>();
        for (int i = 0; i < cellLabels.length; i++) {
            int label = cellLabels[i];
            int c = comps.componentOf(i);
            Integer first = firstComponent.putIfAbsent(label, c);
            if (first != null && first != c && !broken.containsKey(label)) {
                broken.put(label, new Disconnection(label, shape.position(comps.members(first)[0]), shape.position(i)));
            }
        }
        return new ArrayList<>(broken.values());
    }

    /**
     * The grid's frame.
     *
     * @return the shape
     */
    public GridShape shape() {
        return shape;
    }

    /**
     * The number of regions; region ids run from 0 to this − 1.
     *
     * @return the region count
     */
    public int regionCount() {
        return labels.length;
    }

    /**
     * The region of a cell.
     *
     * @param cell a row-major cell index
     * @return the region id
     */
    public int regionOf(int cell) {
        return regionOf[cell];
    }

    /**
     * The region of a cell.
     *
     * @param row a row, 0-based
     * @param col a column, 0-based
     * @return the region id
     * @throws IndexOutOfBoundsException when the cell is outside the grid
     */
    public int regionOf(int row, int col) {
        return regionOf[shape.index(row, col)];
    }

    /**
     * The label the region was given on input.
     *
     * @param region a region id
     * @return the caller's label
     */
    public int label(int region) {
        return labels[region];
    }

    /**
     * The number of cells of a region.
     *
     * @param region a region id
     * @return its cell count
     */
    public int size(int region) {
        return cellOffsets[region + 1] - cellOffsets[region];
    }

    /**
     * The size of the largest region.
     *
     * @return the largest cell count of a region
     */
    public int maxRegionSize() {
        int max = 0;
        for (int r = 0; r < regionCount(); r++) {
            max = Math.max(max, size(r));
        }
        return max;
    }

    /**
     * The cells of a region, ascending.
     *
     * @param region a region id
     * @return its cell indices, copied
     */
    public int[] cells(int region) {
        return Arrays.copyOfRange(cells, cellOffsets[region], cellOffsets[region + 1]);
    }

    /**
     * The k-th cell of a region, 0 ≤ k &lt; size(region), for allocation-free loops.
     *
     * @param region a region id
     * @param k the rank of the cell in the region, ascending
     * @return its cell index
     */
    public int cell(int region, int k) {
        return cells[cellOffsets[region] + k];
    }

    /**
     * The region id of every cell, copied.
     *
     * @return one region id per cell, row-major
     */
    public int[] regionIds() {
        return regionOf.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RegionMap m && m.shape.equals(shape) && Arrays.equals(m.regionOf, regionOf);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(regionOf);
    }
}
