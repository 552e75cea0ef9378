package org.gridpuzzle.domain.search.internal;

import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.Budget;
import java.util.Arrays;
import java.util.Locale;
import org.gridpuzzle.domain.search.internal.SearchOptions.Mode;

/**
 * The core the games' state searches share (Sokoban over pushes, Snowman over ball moves): a {@link SearchStates}
 * table and an {@link OpenList} charged to one {@link MemoryAccount}, run as A* with reopening (OPTIMAL: the first
 * solved state taken from the open list is optimal, and when a limit stops it the least open priority is a proved
 * bound) or weighted best-first (FAST: stops at the first solved state generated). The game decodes a state, lists
 * its moves and offers each child through {@link #revisit} and {@link #add}.
 */
public final class BestFirstSearch {

    /** The clock is read every {@code CLOCK_MASK + 1} expansions. */
    private static final int CLOCK_MASK = 15;

    /** The bound a game gives a state from which no plan exists. */
    public static final int DEAD_END = Integer.MAX_VALUE;
    /** Where a held child's gains start (after its id and feature). */
    private static final int HELD_GAINS = 2;

    /** A game's moves out of a state. */
    public interface Expander {

        /**
         * Offers the children of state {@code id}, loaded into the bitset given to {@link #run}, that are {@code g}
         * moves from the start; returns a solved child (FAST mode only), else −1. An expansion that may be long can
         * look at the run's budget as it goes and stop part-way once a limit is reached: the search then ends as if
         * stopped before it (its bound does not count on children the expansion did not make).
         */
        int expand(int id, int g);
    }

    /**
     * @param goal the solved state reached, or −1
     * @param lowerBound moves every plan needs (proved)
     * @param exhausted no plan below the upper bound asked for exists at all
     * @param stopped the limit that ended the search early, or null
     */
    public record Outcome(int goal, int lowerBound, boolean exhausted, String stopped, long states, long expanded,
            long bytes) {
    }

    private final String what;
    private final int bitCount;
    private final SearchOptions options;
    private final MemoryAccount memory;
    private final boolean fast;
    private final boolean featureSpace;
    /** Feature space only: what a move no advisor suggested adds to its path's weight (a suggested one adds 0). */
    private final int unadvised;
    private SearchStates states;
    private OpenList open;
    private FeatureOpenList cells;
    private long expanded;
    /** Feature space only: each state's weight, the moves on its path no advisor suggested (FESS's move weights). */
    private int[] weight;
    /** How many advisors choose among a state's children (feature space only). */
    private final int advisors;
    /** What is held per child: its id, its feature, and its gain for each advisor. */
    private final int held;
    /** The children each advisor chose in the expansion under way. */
    private final int[] chosen;
    private final int[] noGains;
    /** Feature space only: the children of the state being expanded, pushed once its advisors have chosen. */
    private int[] pending;
    private int pendingCount;
    /** Feature space only: the first state added by the expansion under way (its children are ids from here). */
    private int firstHeld;

    /**
     * @param what the search's name in messages ("the Sokoban search")
     * @param bitCount the size of a state's object bitset
     */
    public BestFirstSearch(String what, int bitCount, SearchOptions options, MemoryAccount memory) {
        this(what, bitCount, options, memory, 0, 0);
    }

    /**
     * @param unadvised in FAST mode, above 0: take states from the feature cells the game names in {@link #add} in
     *        turn ({@link FeatureOpenList}) instead of from one open list, each move no advisor suggested adding this
     *        much to the weight of its path; 0: one open list
     * @param advisors how many advisors choose among a state's children (the gains {@link #add} is given)
     */
    public BestFirstSearch(String what, int bitCount, SearchOptions options, MemoryAccount memory, int unadvised,
            int advisors) {
        this.what = what;
        this.bitCount = bitCount;
        this.options = options;
        this.memory = memory;
        this.fast = options.mode() == Mode.FAST;
        this.featureSpace = fast && unadvised > 0;
        this.unadvised = unadvised;
        this.advisors = advisors;
        this.held = HELD_GAINS + advisors;
        this.chosen = new int[advisors];
        this.noGains = new int[advisors];
        this.pending = new int[16 * held];
    }

    /** Whether states are taken from feature cells: only then does {@link #add}'s feature matter. */
    public boolean usesFeatures() {
        return featureSpace;
    }

    /** The feature a state was added with (feature space only; the start's is 0). */
    public int feature(int id) {
        return cells.featureOf(id);
    }

    /** The states met so far (parents and moves of a plan). */
    public SearchStates states() {
        return states;
    }

    /**
     * Runs from the start state.
     *
     * @param h the start's bound ({@link #DEAD_END}: no plan)
     * @param known moves every plan is known to need already
     * @param prepare what the game builds and charges to the account first (a full budget there stops it too)
     */
    public Outcome run(long[] bits, int region, long hash, int h, int known, Budget budget, Runnable prepare,
            Expander expander) {
        int lower = Math.max(0, known);
        // the priority of the state being expanded (off the open list, some of its children perhaps never made), or
        // Integer.MAX_VALUE between expansions: a bound read part-way through an expansion counts on it
        int expanding = Integer.MAX_VALUE;
        if (h == DEAD_END) {
            return new Outcome(-1, lower, true, null, 1, 0, memory.used());
        }
        lower = Math.max(lower, h);
        if (lower >= options.below()) {
            return new Outcome(-1, options.below(), true, null, 1, 0, memory.used());
        }
        try {
            prepare.run();
            states = new SearchStates(what, bitCount, memory);
            if (featureSpace) {
                cells = new FeatureOpenList(memory);
                memory.take(4L * 1024 + 4L * pending.length);
                weight = new int[1024];
            } else {
                open = new OpenList(memory);
            }
            int first = states.add(bits, region, hash, 0, h, -1, -1, 0, SearchStates.OPEN);
            if (h == 0) {
                return solved(first, lower);
            }
            push(featureSpace ? advisedPriority(first) : priority(0, h), Math.min(h, OpenList.MAX_KEY), first, 0);
            while (featureSpace ? !cells.isEmpty() : !open.isEmpty()) {
                long entry = featureSpace ? cells.pop() : open.pop();
                int id = OpenList.idOf(entry);
                int p = OpenList.priorityOf(entry);
                int current = featureSpace ? advisedPriority(id) : priority(states.g(id), states.h(id));
                if (states.flag(id) != SearchStates.OPEN || p != current) {
                    // a stale entry: the state was reached again more cheaply or closed; the turn passes on (a retry of
                    // the same cell cost 3-24 % more expansions on Microban, docs/planning.md)
                    continue;
                }
                if (!fast) {
                    lower = Math.max(lower, p);
                    if (states.h(id) == 0) {
                        return solved(id, lower);
                    }
                }
                // an expansion can take a millisecond (box moves, hundreds of children): the clock every 16, not
                // every 1024 as the budget alone would (a 1 s limit ran 3 to 4 s)
                if (!budget.node() || (expanded & CLOCK_MASK) == 0 && !budget.check()) {
                    int proved = fast ? lower : Math.max(lower, Math.min(p, options.below()));
                    return new Outcome(-1, proved, false, reason(budget), states.size(), expanded, memory.used());
                }
                states.flag(id, SearchStates.CLOSED);
                expanded++;
                firstHeld = states.size();
                states.load(id, bits);
                expanding = p;
                int goal = expander.expand(id, states.g(id) + 1);
                expanding = Integer.MAX_VALUE;
                if (goal >= 0) {
                    return solved(goal, lower);
                }
                if (budget.exhausted()) {
                    // the game looked at the budget inside the expansion and may have cut it short: stop as if before it
                    int proved = fast ? lower : Math.max(lower, Math.min(p, options.below()));
                    return new Outcome(-1, proved, false, reason(budget), states.size(), expanded, memory.used());
                }
                if (featureSpace) {
                    advise(weight[id]);
                }
            }
            // every state under the upper bound was seen (in FAST mode, closed states are not reopened)
            boolean proof = !fast || options.below() == Integer.MAX_VALUE;
            int proved = proof && options.below() != Integer.MAX_VALUE ? options.below() : lower;
            return new Outcome(-1, proved, proof, null, states.size(), expanded, memory.used());
        } catch (MemoryBudgetException e) {
            // the open states and the one whose expansion the budget cut short (its children not all made) hold every
            // plan: a bound from the open list alone was too high (A at 12 open, the solved B at 10 never made)
            int least = open == null || open.isEmpty() ? expanding : Math.min(open.peekPriority(), expanding);
            int proved = !fast && least != Integer.MAX_VALUE ? Math.max(lower, Math.min(least, options.below())) : lower;
            return new Outcome(-1, proved, false, String.format(Locale.ROOT, "memory budget of %d MiB reached",
                    Math.max(1, e.budget() >> 20)), states == null ? 0 : states.size(), expanded, memory.used());
        }
    }

    /**
     * Handles a child already met: reopened when reached in fewer moves (A*), else left alone.
     *
     * @return whether the state was known (nothing more to do), false for a new one to {@link #add}
     */
    public boolean revisit(long[] bits, int region, long hash, int g, int parent, int via) {
        int known = states.find(bits, region, hash);
        if (known < 0) {
            return false;
        }
        byte flag = states.flag(known);
        if (flag == SearchStates.DEAD || g >= states.g(known) || flag == SearchStates.CLOSED && fast
                || g + states.h(known) >= options.below()) {
            return true;
        }
        states.improve(known, g, parent, via);
        states.flag(known, SearchStates.OPEN);
        if (featureSpace && known >= firstHeld) {
            return true; // a child of this same expansion, held until its advisors choose: opened then
        }
        if (featureSpace) {
            // reached by fewer pushes: at most one unadvised move more than its new parent's path
            weight[known] = Math.min(weight[known], weight[parent] + unadvised);
            cells.pushAgain(advisedPriority(known), tieOf(known), known);
        } else {
            open.push(priority(g, states.h(known)), states.h(known), known);
        }
        return true;
    }

    /**
     * Adds a new child with its bound ({@link #DEAD_END}: kept as dead, so it is not evaluated again).
     *
     * @return the child when it is solved in FAST mode, else −1
     */
    public int add(long[] bits, int region, long hash, int g, int h, int parent, int via, int tag) {
        return add(bits, region, hash, g, h, parent, via, tag, 0);
    }

    /** {@link #add} with the child's feature cell (a small int ≥ 0), used when the search has a feature space. */
    public int add(long[] bits, int region, long hash, int g, int h, int parent, int via, int tag, int feature) {
        return add(bits, region, hash, g, h, parent, via, tag, feature, noGains);
    }

    /**
     * {@link #add} in a feature space with what the child gains on the features its advisors watch (FESS's advisors:
     * each suggests the child of a state that gains most on its feature, if any gains; {@code gains[k]} is advisor
     * k's). A suggested move adds nothing to the path's weight, any other the unadvised weight the search was made
     * with; a cell's states are taken in the order of pushes + weight · bound + path weight.
     */
    public int add(long[] bits, int region, long hash, int g, int h, int parent, int via, int tag, int feature,
            int[] gains) {
        if (h == DEAD_END) {
            states.add(bits, region, hash, g, h, parent, via, tag, SearchStates.DEAD);
            return -1;
        }
        if (g + h >= options.below()) {
            return -1;
        }
        int child = states.add(bits, region, hash, g, h, parent, via, tag, SearchStates.OPEN);
        if (fast && h == 0) {
            return child;
        }
        if (featureSpace) {
            hold(child, feature, gains);
        } else {
            open.push(priority(g, h), h, child);
        }
        return -1;
    }

    /** Keeps a child of the state being expanded until its advisors have chosen ({@link #advise}). */
    private void hold(int child, int feature, int[] gains) {
        if (child >= weight.length) {
            int capacity = Math.max(child + 1, weight.length + (weight.length >>> 1));
            memory.take(4L * capacity);
            weight = Arrays.copyOf(weight, capacity);
        }
        if (held * pendingCount == pending.length) {
            memory.take(4L * pending.length);
            pending = Arrays.copyOf(pending, 2 * pending.length);
        }
        int k = held * pendingCount++;
        pending[k] = child;
        pending[k + 1] = feature;
        System.arraycopy(gains, 0, pending, k + HELD_GAINS, advisors);
    }

    /** Weighs the held children of a state of weight {@code base} (advised: base, others more) and opens them. */
    private void advise(int base) {
        for (int a = 0; a < advisors; a++) {
            chosen[a] = best(HELD_GAINS + a);
        }
        for (int c = 0; c < pendingCount; c++) {
            int child = pending[held * c];
            int feature = pending[held * c + 1];
            weight[child] = base + (advised(c) ? 0 : unadvised);
            cells.push(advisedPriority(child), tieOf(child), child, feature);
        }
        pendingCount = 0;
    }

    /** A state's tie in its cell: its bound. */
    private long tieOf(int id) {
        return Math.min(states.h(id), OpenList.MAX_KEY);
    }

    /** Whether some advisor chose held child c. */
    private boolean advised(int c) {
        for (int a = 0; a < advisors; a++) {
            if (chosen[a] == c) {
                return true;
            }
        }
        return false;
    }

    /** The held child that gains most on the gain at {@code offset} (the lower bound breaks ties), or −1. */
    private int best(int offset) {
        int best = -1;
        for (int c = 0; c < pendingCount; c++) {
            int gain = pending[held * c + offset];
            if (gain > 0 && (best < 0 || gain > pending[held * best + offset] || gain == pending[held * best + offset]
                    && states.h(pending[held * c]) < states.h(pending[held * best]))) {
                best = c;
            }
        }
        return best;
    }

    /** A state's order in its feature cell: pushes + weight · bound + its path's weight (moves no advisor suggested). */
    private int advisedPriority(int id) {
        return (int) Math.min(priority(states.g(id), states.h(id)) + (long) weight[id], OpenList.MAX_KEY);
    }

    private void push(int priority, int tie, int id, int feature) {
        if (featureSpace) {
            cells.push(priority, tie, id, feature); // the start: weight 0
        } else {
            open.push(priority, tie, id);
        }
    }

    /** The moves from the start to state id, first move first. */
    public int[] path(int id) {
        int[] moves = pathStates(id);
        for (int k = 0; k < moves.length; k++) {
            moves[k] = states.move(moves[k]);
        }
        return moves;
    }

    /** The states from the start to state id, aligned with {@link #path}: the state each move leads to. */
    public int[] pathStates(int id) {
        int n = 0;
        for (int k = id; states.parent(k) >= 0; k = states.parent(k)) {
            n++;
        }
        int[] ids = new int[n];
        for (int k = id; states.parent(k) >= 0; k = states.parent(k)) {
            ids[--n] = k;
        }
        return ids;
    }

    /** Whether a plan of this length is optimal: always in A*, else when it meets the proved bound. */
    public boolean optimal(int moves, int lowerBound) {
        return !fast || moves <= lowerBound;
    }

    /** The open list's order, within its 16-bit key (long plans under a heavy weight share the last key). */
    private int priority(int g, int h) {
        long p = fast ? g + (long) options.weight() * h : g + (long) h;
        return (int) Math.min(p, OpenList.MAX_KEY);
    }

    private Outcome solved(int goal, int lower) {
        return new Outcome(goal, lower, false, null, states.size(), expanded, memory.used());
    }

    private static String reason(Budget budget) {
        return switch (budget.stopReason()) {
            case CANCELLED -> "cancelled";
            case NODE_LIMIT -> "node limit";
            default -> "time limit";
        };
    }
}
