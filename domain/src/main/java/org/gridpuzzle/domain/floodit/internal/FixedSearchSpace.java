package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Move;
import java.util.Arrays;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * The Fixed game on a contracted graph: a state is the set of flooded components (a bitset); a move
 * with colour c adds every frontier component of colour c (adjacent components differ in colour, so
 * nothing further joins). Adjacency and colour masks are precomputed as flat bitsets; the hot methods
 * write into caller buffers, so an instance is for one search at a time.
 */
final class FixedSearchSpace {

    /** Above this many components the byte tables (4·size² bytes) give way to adjacency lists (measured: even near
     * 1,000 components, lists 1.4× faster at 2,500 and 4.5× at 6,800). */
    static final int TABLE_COMPONENTS = 1024;

    final ColouredGraph graph;
    final int size;
    final int words;
    final int palette;
    final int pivot;
    /** Per word of a set: for each of its 8 bytes and each byte value, the union of those components' rows; null
     * on wide boards, which use {@link #lists} instead. */
    private final long[][] byteNeighbours;
    /** The contraction's adjacency lists, for boards too wide for byte tables. */
    private final Graph lists;
    private final long[] colourMask;
    private final long[] visited;
    private final long[] layer;
    private final long[] nextLayer;
    private final long[] scratch;
    private final long[] frontierBuffer;
    private final Budget budget;

    FixedSearchSpace(ColouredGraph contracted, int pivotComponent) {
        this(contracted, pivotComponent, Limits.none().start());
    }

    /**
     * @param budget read while the tables are built (when it runs out the build stops with {@link StoppedException})
     *     and, on wide boards, during each bound (then the bound is what it had proved)
     */
    FixedSearchSpace(ColouredGraph contracted, int pivotComponent, Budget budget) {
        // tables that do not fit the memory budget give way to the lists too: slower, but the search runs
        this(contracted, pivotComponent, budget, contracted.vertexCount() > TABLE_COMPONENTS
                || tableBytes(contracted.vertexCount()) > budget.limits().memory());
    }

    /** What the byte tables of a graph of {@code size} components take. */
    static long tableBytes(int size) {
        long words = (size + 63) >>> 6;
        return ((long) size * words + words * 8 * 256 * words) * Long.BYTES;
    }

    /** @param adjacencyLists neighbours from adjacency lists rather than byte tables (tests compare the two) */
    FixedSearchSpace(ColouredGraph contracted, int pivotComponent, Budget budget, boolean adjacencyLists) {
        this.graph = contracted;
        this.size = contracted.vertexCount();
        this.words = (size + 63) >>> 6;
        this.palette = contracted.palette();
        this.pivot = pivotComponent;
        this.lists = contracted.graph();
        if (adjacencyLists) {
            // The byte tables take 4·size² bytes (2.9 GB at 27,000 components, seconds to build and to move
            // through the collector) and cost a whole row per set byte; adjacency lists cost the degree per bit.
            this.byteNeighbours = null;
        } else {
            this.byteNeighbours = byteTables(contracted, budget);
        }
        this.colourMask = new long[palette * words];
        for (int v = 0; v < size; v++) {
            colourMask[contracted.colour(v) * words + (v >>> 6)] |= 1L << v;
        }
        this.visited = new long[words];
        this.layer = new long[words];
        this.nextLayer = new long[words];
        this.scratch = new long[words];
        this.frontierBuffer = new long[words];
        this.budget = budget;
    }

    private long[][] byteTables(ColouredGraph contracted, Budget budget) {
        budget.limits().checkMemory("the Fixed search over " + size + " components", tableBytes(size));
        long[] adjacency = new long[size * words];
        for (int v = 0; v < size; v++) {
            for (int k = contracted.graph().start(v); k < contracted.graph().end(v); k++) {
                int w = contracted.graph().target(k);
                adjacency[v * words + (w >>> 6)] |= 1L << w;
            }
        }
        long[][] tables = new long[words][];
        for (int w = 0; w < words; w++) {
            if (!budget.check()) {
                throw new StoppedException(budget.stopReason());
            }
            long[] table = new long[8 * 256 * words];
            for (int b = 0; b < 8; b++) {
                // each entry is the entry without its lowest bit plus that component's row: one row per entry
                for (int value = 1; value < 256; value++) {
                    int base = ((b << 8) + value) * words;
                    int rest = ((b << 8) + (value & (value - 1))) * words;
                    int v = (w << 6) + (b << 3) + Integer.numberOfTrailingZeros(value);
                    for (int x = 0; x < words; x++) {
                        table[base + x] = table[rest + x] | (v < size ? adjacency[v * words + x] : 0);
                    }
                }
            }
            tables[w] = table;
        }
        return tables;
    }

    long[] start() {
        long[] s = new long[words];
        Bits.set(s, pivot);
        return s;
    }

    boolean goal(long[] flooded) {
        return Bits.count(flooded) == size;
    }

    long[] frontier(long[] flooded) {
        long[] f = new long[words];
        frontierInto(flooded, f);
        return f;
    }

    void frontierInto(long[] flooded, long[] out) {
        neighboursInto(flooded, out);
        for (int x = 0; x < words; x++) {
            out[x] &= ~flooded[x];
        }
    }

    /**
     * The union of the adjacency masks of a set. Eight components at a time: {@code byteNeighbours} holds
     * the union for every byte of every word, so a dense layer costs one lookup per non-zero byte.
     */
    private void neighboursInto(long[] set, long[] out) {
        final int words = this.words;
        for (int x = 0; x < words; x++) {
            out[x] = 0;
        }
        if (byteNeighbours == null) {
            listNeighboursInto(set, out);
            return;
        }
        for (int w = 0; w < words; w++) {
            long bits = set[w];
            if (bits == 0) {
                continue;
            }
            final long[] table = byteNeighbours[w];
            while (bits != 0) {
                int shift = Long.numberOfTrailingZeros(bits) & ~7;
                int base = (((shift >>> 3) << 8) + (int) ((bits >>> shift) & 0xff)) * words;
                bits &= ~(0xffL << shift);
                for (int x = 0; x < words; x++) {
                    out[x] |= table[base + x];
                }
            }
        }
    }

    private void listNeighboursInto(long[] set, long[] out) {
        final Graph g = lists;
        for (int w = 0; w < words; w++) {
            for (long bits = set[w]; bits != 0; bits &= bits - 1) {
                int v = (w << 6) + Long.numberOfTrailingZeros(bits);
                for (int k = g.start(v), end = g.end(v); k < end; k++) {
                    int t = g.target(k);
                    out[t >>> 6] |= 1L << t;
                }
            }
        }
    }

    /** The smallest colour whose unflooded components all lie on the frontier, or -1. */
    int eliminable(long[] flooded, long[] frontier) {
        for (int c = 0; c < palette; c++) {
            boolean touches = false;
            boolean whole = true;
            int base = c * words;
            for (int x = 0; x < words; x++) {
                long inFrontier = frontier[x] & colourMask[base + x];
                touches |= inFrontier != 0;
                whole &= (colourMask[base + x] & ~flooded[x]) == inFrontier;
            }
            if (touches && whole) {
                return c;
            }
        }
        return -1;
    }

    /** The number of colours with an unflooded component, counted up to {@code cap}. */
    int coloursLeft(long[] flooded, int cap) {
        int n = 0;
        for (int c = 0; c < palette && n < cap; c++) {
            int base = c * words;
            for (int x = 0; x < words; x++) {
                if ((colourMask[base + x] & ~flooded[x]) != 0) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    /** A colour of some unflooded component (the last move when only one colour is left). */
    int someColourLeft(long[] flooded) {
        for (int v = 0; v < size; v++) {
            if (!Bits.get(flooded, v)) {
                return graph.colour(v);
            }
        }
        throw new IllegalStateException("no colour left");
    }

    /** The union of the adjacency masks of a set (its reach: itself where it touches itself, and its frontier). */
    void neighboursOf(long[] set, long[] out) {
        neighboursInto(set, out);
    }

    boolean touches(long[] set, int colour) {
        int base = colour * words;
        for (int x = 0; x < words; x++) {
            if ((set[x] & colourMask[base + x]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Plays a move and updates the frontier incrementally: the new components' neighbours join it. */
    void playInto(long[] flooded, long[] frontier, int colour, long[] out, long[] outFrontier) {
        int base = colour * words;
        for (int x = 0; x < words; x++) {
            scratch[x] = frontier[x] & colourMask[base + x];
            out[x] = flooded[x] | scratch[x];
        }
        neighboursInto(scratch, outFrontier);
        for (int x = 0; x < words; x++) {
            outFrontier[x] = (outFrontier[x] | frontier[x]) & ~out[x];
        }
    }

    /** Plays a colour from a flood whose reach (union of adjacency masks) is known. */
    void playFromReach(long[] flooded, long[] reach, int colour, long[] out) {
        int base = colour * words;
        for (int x = 0; x < words; x++) {
            out[x] = flooded[x] | (reach[x] & colourMask[base + x]);
        }
    }

    long[] play(long[] flooded, long[] frontier, int colour) {
        long[] next = new long[words];
        playInto(flooded, frontier, colour, next);
        return next;
    }

    void playInto(long[] flooded, long[] frontier, int colour, long[] out) {
        int base = colour * words;
        for (int x = 0; x < words; x++) {
            out[x] = flooded[x] | (frontier[x] & colourMask[base + x]);
        }
    }

    /**
     * Move-order pruning after Puchert's floodit: the state came from a parent whose flood reaches
     * {@code parentReach} (the union of its adjacency masks) by colour {@code last}, not a forced move.
     * If that move brought no new frontier component of colour {@code next}, playing
     * next now reaches no more than playing next first and last second from the parent, so only one order
     * is kept (the smaller colour first); and when next is larger but would let last reach further if played
     * first, that order is strictly better and this one is dropped.
     */
    boolean worthPlaying(long[] parentReach, long[] flooded, long[] frontier, int last, int next) {
        // Components of colour next on the frontier now but not adjacent to the parent's flood are new.
        int base = next * words;
        for (int x = 0; x < words; x++) {
            if ((frontier[x] & colourMask[base + x] & ~parentReach[x]) != 0) {
                return true;
            }
        }
        if (next < last) {
            return false;
        }
        // next first, then last, would also take the last-coloured components behind next's frontier.
        for (int x = 0; x < words; x++) {
            scratch[x] = frontier[x] & colourMask[base + x];
        }
        neighboursInto(scratch, nextLayer);
        int lastBase = last * words;
        for (int x = 0; x < words; x++) {
            if ((nextLayer[x] & colourMask[lastBase + x] & ~flooded[x]) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The bound the searches use: the elimination-layer bound, which in our measurements never fell below
     * the release-time bound of {@link FixedBounds} (max of both expanded exactly as many nodes on pc19).
     */
    int bound(long[] flooded) {
        frontierInto(flooded, frontierBuffer);
        return bound(flooded, frontierBuffer);
    }

    /** {@link #bound(long[])} when the frontier is known. */
    int bound(long[] flooded, long[] frontier) {
        return eliminationBound(flooded, frontier);
    }

    /**
     * The elimination-layer bound (Aaron and Simon Puchert's floodit): a relaxed game in which one
     * pseudo-move floods the whole frontier regardless of colour, except that a colour all of whose
     * components are already reached is eliminated instead, one move per colour, and its components'
     * neighbours join the frontier at no further cost. Every real move is dominated by one pseudo-move.
     */
    int eliminationBound(long[] flooded) {
        frontierInto(flooded, frontierBuffer);
        return eliminationBound(flooded, frontierBuffer);
    }

    int eliminationBound(long[] flooded, long[] frontier) {
        return eliminationBound(flooded, frontier, Integer.MAX_VALUE);
    }

    /**
     * The elimination-layer bound, or {@code cap} as soon as it is clear that the bound is at least that
     * (distance so far plus one move per colour left never exceeds the final value).
     */
    int eliminationBound(long[] flooded, long[] frontier, int cap) {
        if (words == 3 && byteNeighbours != null) {
            return eliminationBound3(flooded, frontier, cap);
        }
        final int words = this.words;
        final long[] colourMask = this.colourMask;
        final long[] visited = this.visited;
        final long[] scratch = this.scratch;
        long remaining = 0;
        for (int c = 0; c < palette; c++) {
            int base = c * words;
            for (int x = 0; x < words; x++) {
                if ((colourMask[base + x] & ~flooded[x]) != 0) {
                    remaining |= 1L << c;
                    break;
                }
            }
        }
        if (Long.bitCount(remaining) <= 1 || Long.bitCount(remaining) >= cap) {
            return Math.min(cap, Long.bitCount(remaining));
        }
        long[] current = layer;
        long[] next = nextLayer;
        for (int x = 0; x < words; x++) {
            visited[x] = flooded[x];
            current[x] = frontier[x];
        }
        int distance = 0;
        for (int layers = 1; ; layers++) {
            // a bound over millions of components takes a quarter of a second: poll the run's budget, and if it is
            // spent answer what is proved so far (each remaining colour still costs a move)
            if (byteNeighbours == null && (layers & 63) == 0 && !budget.check()) { // wide: adjacency lists
                return Math.min(cap, distance + Long.bitCount(remaining));
            }
            for (int x = 0; x < words; x++) {
                visited[x] |= current[x];
            }
            long completed = 0;
            for (long cs = remaining; cs != 0; cs &= cs - 1) {
                int base = Long.numberOfTrailingZeros(cs) * words;
                long unreached = 0;
                for (int x = 0; x < words; x++) {
                    unreached |= colourMask[base + x] & ~visited[x];
                }
                if (unreached == 0) {
                    completed |= cs & -cs;
                }
            }
            if (completed != 0) {
                remaining &= ~completed;
                distance += Long.bitCount(completed);
                if (Long.bitCount(remaining) <= 1) {
                    return distance + Long.bitCount(remaining);
                }
                // Absorb the eliminated components: their neighbours join, the rest of the layer stays.
                for (int x = 0; x < words; x++) {
                    scratch[x] = 0;
                }
                for (long cs = completed; cs != 0; cs &= cs - 1) {
                    int base = Long.numberOfTrailingZeros(cs) * words;
                    for (int x = 0; x < words; x++) {
                        scratch[x] |= current[x] & colourMask[base + x];
                    }
                }
                neighboursInto(scratch, next);
                for (int x = 0; x < words; x++) {
                    next[x] = (next[x] & ~visited[x]) | (current[x] & ~scratch[x]);
                }
            } else {
                distance++;
                if (distance + Long.bitCount(remaining) >= cap) {
                    return cap;
                }
                neighboursInto(current, next);
                for (int x = 0; x < words; x++) {
                    next[x] &= ~visited[x];
                }
            }
            long[] t = current;
            current = next;
            next = t;
        }
    }

    /**
     * {@link #eliminationBound(long[], long[], int)} on boards of 129 to 192 components, the sets in local
     * variables: nearly all 14×14 boards with six colours (pc19) are of this size, and the loops over words
     * cost them a tenth of their search time.
     */
    private int eliminationBound3(long[] flooded, long[] frontier, int cap) {
        final long[] colourMask = this.colourMask;
        final long f0 = flooded[0], f1 = flooded[1], f2 = flooded[2];
        long remaining = 0;
        for (int c = 0, base = 0; c < palette; c++, base += 3) {
            if (((colourMask[base] & ~f0) | (colourMask[base + 1] & ~f1) | (colourMask[base + 2] & ~f2)) != 0) {
                remaining |= 1L << c;
            }
        }
        int left = Long.bitCount(remaining);
        if (left <= 1 || left >= cap) {
            return Math.min(cap, left);
        }
        long v0 = f0, v1 = f1, v2 = f2;
        long c0 = frontier[0], c1 = frontier[1], c2 = frontier[2];
        final long[] t0 = byteNeighbours[0], t1 = byteNeighbours[1], t2 = byteNeighbours[2];
        int distance = 0;
        while (true) {
            v0 |= c0;
            v1 |= c1;
            v2 |= c2;
            long completed = 0;
            for (long cs = remaining; cs != 0; cs &= cs - 1) {
                int base = Long.numberOfTrailingZeros(cs) * 3;
                if (((colourMask[base] & ~v0) | (colourMask[base + 1] & ~v1) | (colourMask[base + 2] & ~v2)) == 0) {
                    completed |= cs & -cs;
                }
            }
            // whose neighbours join: the eliminated colours' part of the layer (the rest stays), or the whole layer
            long s0 = c0, s1 = c1, s2 = c2;
            if (completed != 0) {
                remaining &= ~completed;
                distance += Long.bitCount(completed);
                left = Long.bitCount(remaining);
                if (left <= 1) {
                    return distance + left;
                }
                long m0 = 0, m1 = 0, m2 = 0;
                for (long cs = completed; cs != 0; cs &= cs - 1) {
                    int base = Long.numberOfTrailingZeros(cs) * 3;
                    m0 |= colourMask[base];
                    m1 |= colourMask[base + 1];
                    m2 |= colourMask[base + 2];
                }
                s0 &= m0;
                s1 &= m1;
                s2 &= m2;
            } else {
                distance++;
                if (distance + left >= cap) {
                    return cap;
                }
            }
            long n0 = 0, n1 = 0, n2 = 0;
            for (int w = 0; w < 3; w++) {
                long bits = w == 0 ? s0 : w == 1 ? s1 : s2;
                final long[] table = w == 0 ? t0 : w == 1 ? t1 : t2;
                while (bits != 0) {
                    int shift = Long.numberOfTrailingZeros(bits) & ~7;
                    int base = (((shift >>> 3) << 8) + (int) ((bits >>> shift) & 0xff)) * 3;
                    bits &= ~(0xffL << shift);
                    n0 |= table[base];
                    n1 |= table[base + 1];
                    n2 |= table[base + 2];
                }
            }
            c0 = (n0 & ~v0) | (c0 & ~s0);
            c1 = (n1 & ~v1) | (c1 & ~s1);
            c2 = (n2 & ~v2) | (c2 & ~s2);
        }
    }
}
