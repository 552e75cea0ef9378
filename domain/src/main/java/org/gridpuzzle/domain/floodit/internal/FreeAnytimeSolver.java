package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.search.internal.BoundsListener;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.internal.ByteArrayKey;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StopReason;

/**
 * Exact Free Flood-It that has an answer at any time: the greedy player's sequence first (the upper bound), then
 * iterative deepening A* on the contracted graph from the lower bound up, every completed depth raising the proved
 * bound by one. It ends with a proved optimum when a depth finds a sequence or the bound meets the greedy length;
 * stopped by a limit, it returns the best sequence with the proved bound, so the gap is known.
 *
 * <p>The search is complete: every component and every other colour of the palette is a move (merging moves are
 * tried first), so no optimum is lost to a pruning rule. The bound at a state is the larger of
 * <ul>
 *   <li>the colours present minus one: a move removes at most one colour;</li>
 *   <li>half the diameter of the component graph, rounded up: a move recolours one component C, which merges C with
 *       its neighbours of the new colour, a set of diameter at most 2, so no distance between components shrinks by
 *       more than 2, and a flooded board has every distance 0.</li>
 * </ul>
 * Refuted states are kept (colouring → moves it was refuted with) within the memory budget; past it the table stops
 * growing and the search goes on without it.
 */
public final class FreeAnytimeSolver {

    /** States per layer of the beam that improves on the greedy sequence before the proof starts. */
    private static final int BEAM_WIDTH = 64;

    /** How often (in states) a listener hears the bound while a depth is being refuted. */
    private static final int REPORT_MASK = 1023;

    /** Table entries are byte colourings: the array, its header and the map's entry. */
    private static final long BYTES_PER_ENTRY_OVERHEAD = 96;

    public FreeAnytimeResult solve(ColouredGraph board, Limits limits) {
        return solve(board, limits, BoundsListener.NONE);
    }

    /** @param listener hears the bound and the best length as they improve, and every few thousand states */
    public FreeAnytimeResult solve(ColouredGraph board, Limits limits, BoundsListener listener) {
        return solve(board, limits, listener, null);
    }

    /**
     * @param seed a sequence in board vertices to start from (a Fixed answer: every Fixed sequence is a Free one), or
     *     null
     */
    public FreeAnytimeResult solve(ColouredGraph board, Limits limits, BoundsListener listener, FreeSolution seed) {
        Budget budget = limits.start();
        Contraction contraction = board.contract();
        ColouredGraph h = contraction.graph();
        int n = h.vertexCount();
        int[] representative = new int[n];
        Arrays.fill(representative, -1);
        for (int v = 0; v < board.vertexCount(); v++) {
            if (representative[contraction.component(v)] < 0) {
                representative[contraction.component(v)] = v;
            }
        }
        if (n == 1) {
            return new FreeAnytimeResult(new FreeSolution(h.colour(0), List.of()), 0, true, null, 0);
        }
        Search search = new Search(h, budget, listener);
        int lower = search.bound(h.colours());
        Optional<FreeSolution> greedy;
        StopReason refused = null;
        try {
            greedy = new FreeGreedySolver().solve(h, budget.limits());
        } catch (MemoryBudgetException e) { // its component graph did not fit beside the board's graph
            greedy = Optional.empty();
            refused = StopReason.MEMORY_LIMIT;
        }
        if (greedy.isEmpty()) {
            // stopped before the greedy player finished: the seed, when there is one, is the answer so far
            boolean proved = seed != null && seed.length() <= lower;
            StopReason why = refused != null ? refused : stopReason(budget, limits);
            return new FreeAnytimeResult(seed, proved ? seed.length() : lower, proved, proved ? null : why, budget.nodes());
        }
        FreeSolution best = onBoard(greedy.get(), representative);
        if (seed != null && seed.length() < best.length()) {
            best = seed;
        }
        FreeSolution beam = search.beam(BEAM_WIDTH);
        if (beam != null && beam.length() < best.length()) {
            best = onBoard(beam, representative);
        }
        while (lower < best.length()) {
            search.report(lower, best.length());
            List<Move> moves = search.deepen(lower);
            if (moves == null) {
                return new FreeAnytimeResult(best, lower, false, stopReason(budget, limits), budget.nodes());
            }
            if (!moves.isEmpty()) {
                best = onBoard(new FreeSolution(search.finalColour, moves), representative);
                break;
            }
            lower++; // every sequence of this length was refuted
        }
        return new FreeAnytimeResult(best, best.length(), true, null, budget.nodes());
    }

    private static StopReason stopReason(Budget budget, Limits limits) {
        if (budget.stopReason() != null) {
            return budget.stopReason();
        }
        return limits.cancelled().getAsBoolean() ? StopReason.CANCELLED : StopReason.TIME_LIMIT;
    }

    /** Moves at contracted vertices, played at a board cell of that component: the same component on the board. */
    private static FreeSolution onBoard(FreeSolution s, int[] representative) {
        List<Move> moves = new ArrayList<>(s.moves().size());
        for (Move m : s.moves()) {
            moves.add(new Move(representative[m.vertex()], m.colour()));
        }
        return new FreeSolution(s.colour(), moves);
    }

    /** Depth-first search to a fixed depth over colourings of the contracted graph. */
    private static final class Search {

        private final Graph graph;
        private final int n;
        private final int palette;
        private final Budget budget;
        private final Map<ByteArrayKey, Integer> refuted = new HashMap<>();
        private final long tableLimit;
        private final List<Move> path = new ArrayList<>();
        private final int[] start;
        // scratch, overwritten by every labelling: component of each vertex, vertices grouped by component
        private final int[] label;
        private final int[] order;
        private final int[] componentStart;
        private final int[] queue;
        private final int[] distance;
        int finalColour;
        private final BoundsListener listener;
        private int lowerBound;
        private int bestLength = -1;

        Search(ColouredGraph h, Budget budget, BoundsListener listener) {
            this.listener = listener;
            this.graph = h.graph();
            this.n = h.vertexCount();
            this.palette = h.palette();
            if (palette > Long.SIZE) {
                throw new IllegalArgumentException("the Free search takes up to 64 colours, not " + palette);
            }
            this.budget = budget;
            this.tableLimit = Math.max(0, budget.limits().memory() / 2 / (n + BYTES_PER_ENTRY_OVERHEAD));
            this.start = h.colours();
            this.label = new int[n];
            this.order = new int[n];
            this.componentStart = new int[n + 1];
            this.queue = new int[n];
            this.distance = new int[n];
        }

        /**
         * Beam search for a short sequence: layer by layer, the {@code width} states with the fewest components (then
         * colours) among the children of the last layer by merging moves; null when a limit stopped it.
         */
        FreeSolution beam(int width) {
            record Node(int[] colours, List<Move> moves, long score) {
            }
            List<Node> layer = List.of(new Node(start.clone(), List.of(), 0));
            while (true) {
                Map<ByteArrayKey, Node> children = new HashMap<>();
                for (Node node : layer) {
                    int components = label(node.colours);
                    int[] comp = label.clone(); // the labelling of each child overwrites the scratch arrays
                    int[] first = firstVertices(components);
                    long[] around = neighbourColours(node.colours, components);
                    for (int a = 0; a < components; a++) {
                        for (int c = 0; c < palette; c++) {
                            if ((around[a] >>> c & 1) == 0) {
                                continue;
                            }
                            if (!budget.node()) {
                                return null;
                            }
                            int[] next = recoloured(node.colours, comp, a, c);
                            List<Move> moves = new ArrayList<>(node.moves);
                            moves.add(new Move(first[a], c));
                            int left = label(next);
                            if (left == 1) {
                                return new FreeSolution(c, moves);
                            }
                            children.putIfAbsent(new ByteArrayKey(pack(next)), new Node(next, moves,
                                    (long) left * 64 + Long.bitCount(presentColours(next))));
                        }
                    }
                }
                List<Node> sorted = new ArrayList<>(children.values());
                sorted.sort((x, y) -> Long.compare(x.score, y.score));
                layer = sorted.subList(0, Math.min(width, sorted.size()));
            }
        }

        /** A sequence of exactly {@code depth} moves, an empty list when there is none, or null when stopped. */
        List<Move> deepen(int depth) {
            path.clear();
            Boolean found = dfs(start.clone(), depth);
            if (found == null) {
                return null;
            }
            return found ? new ArrayList<>(path) : List.of();
        }

        void report(int lower, int best) {
            lowerBound = lower;
            bestLength = best;
            listener.bounds(lower, best, budget.nodes());
        }

        /** True: found (path holds the moves); false: refuted; null: stopped. */
        private Boolean dfs(int[] colours, int left) {
            if (!budget.node()) { // every state evaluated counts: each costs a labelling and two sweeps
                return null;
            }
            if ((budget.nodes() & REPORT_MASK) == 0) {
                listener.bounds(lowerBound, bestLength, budget.nodes());
            }
            int components = label(colours);
            if (components == 1) {
                finalColour = colours[0];
                return true;
            }
            if (left == 0 || boundOfLabelled(colours, components) > left) {
                return false;
            }
            ByteArrayKey key = new ByteArrayKey(pack(colours));
            Integer known = refuted.get(key);
            if (known != null && known >= left) {
                return false;
            }
            // the components of this state and, per component, the colours of its neighbours (merging moves)
            int[] comp = label.clone();
            int[] firstVertex = firstVertices(components);
            long[] neighbourColours = neighbourColours(colours, components);
            for (int pass = 0; pass < 2; pass++) {
                for (int a = 0; a < components; a++) {
                    int own = colours[firstVertex[a]];
                    for (int c = 0; c < palette; c++) {
                        boolean merging = (neighbourColours[a] >>> c & 1) != 0;
                        if (c == own || merging != (pass == 0)) {
                            continue;
                        }
                        int[] next = recoloured(colours, comp, a, c);
                        path.add(new Move(firstVertex[a], c));
                        Boolean r = dfs(next, left - 1);
                        if (r == null || r) {
                            return r;
                        }
                        path.remove(path.size() - 1);
                    }
                }
            }
            if (refuted.size() < tableLimit || known != null) {
                refuted.put(key, left);
            }
            return false;
        }

        int bound(int[] colours) {
            return boundOfLabelled(colours, label(colours));
        }

        /** Labels monochromatic components into {@link #label} and {@link #order}; returns their number. */
        private int label(int[] colours) {
            Arrays.fill(label, -1);
            int count = 0;
            int tail = 0;
            for (int s = 0; s < n; s++) {
                if (label[s] >= 0) {
                    continue;
                }
                componentStart[count] = tail;
                int head = tail;
                order[tail++] = s;
                label[s] = count;
                while (head < tail) {
                    int v = order[head++];
                    for (int k = graph.start(v); k < graph.end(v); k++) {
                        int w = graph.target(k);
                        if (label[w] < 0 && colours[w] == colours[v]) {
                            label[w] = count;
                            order[tail++] = w;
                        }
                    }
                }
                count++;
            }
            componentStart[count] = tail;
            return count;
        }

        /**
         * max(colours present − 1, ⌈d / 2⌉), d a lower bound on the diameter of the component graph by a double
         * sweep (the eccentricity of the component farthest from the first one), over the labelling just made.
         */
        private int boundOfLabelled(int[] colours, int components) {
            int bound = Long.bitCount(presentColours(colours)) - 1;
            if (components <= 2) {
                return Math.max(bound, components - 1);
            }
            eccentricity(0, components);
            int diameter = eccentricity(queue[components - 1], components); // the last reached is a farthest one
            return Math.max(bound, (diameter + 1) / 2);
        }

        private int eccentricity(int source, int components) {
            Arrays.fill(distance, 0, components, -1);
            int head = 0;
            int tail = 0;
            queue[tail++] = source;
            distance[source] = 0;
            int far = 0;
            while (head < tail) {
                int a = queue[head++];
                far = distance[a];
                for (int i = componentStart[a]; i < componentStart[a + 1]; i++) {
                    int v = order[i];
                    for (int k = graph.start(v); k < graph.end(v); k++) {
                        int b = label[graph.target(k)];
                        if (distance[b] < 0) {
                            distance[b] = far + 1;
                            queue[tail++] = b;
                        }
                    }
                }
            }
            return far;
        }

        /** Per component of the labelling just made, the colours of its neighbouring components (its merging moves). */
        private long[] neighbourColours(int[] colours, int components) {
            long[] out = new long[components];
            for (int v = 0; v < n; v++) {
                for (int k = graph.start(v); k < graph.end(v); k++) {
                    int w = graph.target(k);
                    if (label[w] != label[v]) {
                        out[label[v]] |= 1L << colours[w];
                    }
                }
            }
            return out;
        }

        /** A vertex of each component of the labelling just made: where its move is played. */
        private int[] firstVertices(int components) {
            int[] out = new int[components];
            for (int a = 0; a < components; a++) {
                out[a] = order[componentStart[a]];
            }
            return out;
        }

        private static int[] recoloured(int[] colours, int[] comp, int component, int colour) {
            int[] next = colours.clone();
            for (int v = 0; v < next.length; v++) {
                if (comp[v] == component) {
                    next[v] = colour;
                }
            }
            return next;
        }

        private static long presentColours(int[] colours) {
            long present = 0;
            for (int c : colours) {
                present |= 1L << c;
            }
            return present;
        }

        private static byte[] pack(int[] colours) {
            byte[] out = new byte[colours.length];
            for (int i = 0; i < colours.length; i++) {
                out[i] = (byte) colours[i];
            }
            return out;
        }
    }
}
