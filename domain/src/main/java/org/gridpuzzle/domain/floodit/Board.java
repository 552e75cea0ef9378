package org.gridpuzzle.domain.floodit;

import org.gridpuzzle.domain.floodit.internal.ColouredGraph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudgetException;

/**
 * A Flood-It board: a grid of colours 0..35 (written 1-9, a-z, and 0 as its own colour). Its graph (and
 * so the graph's contraction) is built once, on first use, and shared by every algorithm run on it.
 */
public final class Board {

    /** The largest colour a board may hold; the text formats write colours as one base-36 digit. */
    public static final int MAX_COLOUR = 35;

    /**
     * What the graph and its contraction take per cell while they are built, with room: the grid graph's lists, two
     * copies of the colours, the components, their members and the contracted graph's edges (measured on a 1000×1000
     * six-colour board: 45 bytes a cell kept after, and building them needed a heap of 100 MB, 96 failed).
     */
    private static final long GRAPH_BYTES_PER_CELL = 112;

    private final IntGrid colours;
    private volatile ColouredGraph graph;

    /**
     * A board of these colours; no graph is built yet.
     *
     * @param colours a colour per cell, 0..35
     * @throws InvalidModelException when a colour lies outside 0..35
     */
    public Board(IntGrid colours) {
        for (int i = 0; i < colours.shape().size(); i++) {
            if (colours.get(i) < 0 || colours.get(i) > MAX_COLOUR) {
                throw new InvalidModelException("colour " + colours.get(i) + " at " + colours.shape().position(i).label()
                        + " is outside 0.." + MAX_COLOUR, colours.shape().position(i));
            }
        }
        this.colours = colours;
    }

    /**
     * The colour of every cell.
     *
     * @return the colours, row-major
     */
    public IntGrid colours() {
        return colours;
    }

    /**
     * The board's frame.
     *
     * @return the shape
     */
    public GridShape shape() {
        return colours.shape();
    }

    /**
     * The number of distinct colours on the board, counted on its cells (no graph is built).
     *
     * @return the colour count
     */
    public int coloursPresent() {
        long seen = 0; // colours are 0..MAX_COLOUR, fewer than 64
        for (int i = 0; i < colours.shape().size(); i++) {
            seen |= 1L << colours.get(i);
        }
        return Long.bitCount(seen);
    }

    /**
     * The largest colour plus one: the palette of the board's graph (no graph is built).
     *
     * @return the palette size
     */
    public int palette() {
        int max = 0;
        for (int i = 0; i < colours.shape().size(); i++) {
            max = Math.max(max, colours.get(i));
        }
        return max + 1;
    }

    /**
     * The number of monochromatic components (the contraction's vertices), counted on the cells without building the
     * graph: a bit a cell for the cells seen and a queue as long as the widest front of one flood fill, so that a
     * board too large for its graph still gets the count the choice of algorithm needs.
     *
     * @return the component count
     */
    public int components() {
        ColouredGraph g = graph;
        if (g != null && g.contracted()) {
            return g.contract().graph().vertexCount();
        }
        int rows = colours.shape().rows();
        int cols = colours.shape().cols();
        int n = rows * cols;
        long[] seen = new long[(n + 63) >>> 6];
        int[] queue = new int[64]; // a ring, doubled when a front outgrows it
        int count = 0;
        for (int s = 0; s < n; s++) {
            if ((seen[s >>> 6] >>> s & 1) != 0) {
                continue;
            }
            count++;
            int colour = colours.get(s);
            seen[s >>> 6] |= 1L << s;
            int head = 0;
            int size = 0;
            queue[size++] = s;
            while (size > 0) {
                int v = queue[head];
                head = (head + 1) & (queue.length - 1);
                size--;
                int r = v / cols;
                int c = v - r * cols;
                for (int d = 0; d < 4; d++) {
                    int w = d == 0 ? (r > 0 ? v - cols : -1) : d == 1 ? (r < rows - 1 ? v + cols : -1)
                            : d == 2 ? (c > 0 ? v - 1 : -1) : (c < cols - 1 ? v + 1 : -1);
                    if (w < 0 || (seen[w >>> 6] >>> w & 1) != 0 || colours.get(w) != colour) {
                        continue;
                    }
                    seen[w >>> 6] |= 1L << w;
                    if (size == queue.length) {
                        int[] grown = new int[queue.length * 2];
                        for (int i = 0; i < size; i++) {
                            grown[i] = queue[(head + i) & (queue.length - 1)];
                        }
                        queue = grown;
                        head = 0;
                    }
                    queue[(head + size) & (queue.length - 1)] = w;
                    size++;
                }
            }
        }
        return count;
    }

    /**
     * Whether the board's graph and its contraction, which every algorithm starts from, fit the memory budget of
     * {@code limits}: sized before they are built ({@link #graphBytes()}), or already built.
     *
     * @param limits the limits whose memory budget counts
     * @return true when the graph is built or its estimate fits
     */
    public boolean graphFits(Limits limits) {
        return graph != null && graph.contracted() || graphBytes() <= limits.memory();
    }

    /**
     * Refuses, naming the board's size, a graph that does not fit the memory budget of {@code limits} (see
     * {@link #graphFits}): for the operations that have no answer without the graph.
     *
     * @param limits the limits whose memory budget counts
     * @throws MemoryBudgetException when it does not fit
     */
    public void checkGraphFits(Limits limits) {
        if (!graphFits(limits)) {
            throw new MemoryBudgetException("the graph of the " + colours.shape().rows() + "x" + colours.shape().cols()
                    + " board", graphBytes(), limits.memory());
        }
    }

    /**
     * What the board's graph and its contraction take while they are built, with room (112 bytes a cell).
     *
     * @return the estimate in bytes
     */
    public long graphBytes() {
        return colours.shape().size() * GRAPH_BYTES_PER_CELL;
    }

    /**
     * Whether the graph has been built: only what needs it builds it (an algorithm, a replay); reading a board,
     * counting its colours and components, and drawing it build none.
     *
     * @return true once the graph exists
     */
    public boolean graphBuilt() {
        return graph != null;
    }

    /**
     * The board as a coloured graph (cells and their orthogonal neighbours), built once.
     *
     * @return the graph, shared by every caller
     */
    public ColouredGraph graph() {
        ColouredGraph g = graph;
        if (g == null) {
            g = ColouredGraph.ofBoard(colours);
            graph = g;
        }
        return g;
    }

    /**
     * The graph vertex of a cell: its row-major index.
     *
     * @param p a cell of the board
     * @return its vertex
     * @throws IndexOutOfBoundsException when the cell is outside the board
     */
    public int vertex(Position p) {
        return colours.shape().index(p);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.colours.equals(colours);
    }

    @Override
    public int hashCode() {
        return colours.hashCode();
    }

    @Override
    public String toString() {
        return "Board" + colours.shape();
    }
}
