package org.gridpuzzle.domain.sokoban.internal.fess;

import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StopReason;

/**
 * FESS, the loop of [CoG] Fig. 2 at the level of moves, for any {@link FessGame}. Each visit takes a feature cell
 * ({@link CellOrder}), takes the cell's least node (its weight plus its next move's weight, then that move's score,
 * then the oldest node), plays that one move and puts the node back while it has moves left. A new position becomes a
 * node of weight parent + move, in its best ancestor's cell (its parent's cell unless its own is better: [Draft] §3),
 * its moves listed and sorted, and waits in that cell. A move that comes back dead or known does not cost the cell its
 * visit: the same visit plays the cell's next best entry (at most {@link FessOptions#retriesPerVisit} moves). Dead
 * ends are marked up the tree. The run ends when a move's result is solved, every move was tried, or a limit is met:
 * the node cap, the {@link Budget} (its node limit counts nodes too; the clock and cancellation are read every 16
 * moves played, and an expensive play should read them itself), or the memory account.
 * <p>
 * Sources: [CoG] Shoham and Schaeffer, "The FESS Algorithm", CoG 2020; [Draft] Shoham, "Solving Sokoban by Searching
 * in Feature-Space". Festival's behaviour (new cells first, the best node's cell every other visit, two moves free, the
 * best ancestor by score) as options, from the project's clean-room description.
 */
public final class FessEngine {

    /** The clock is read when the moves played so far are a multiple of this mask plus one. */
    private static final int CLOCK_MASK = 15;
    private static final int NONE = -1;

    private final FessGame game;
    private final FessOptions options;
    private final boolean listsStates;
    private final FessTree tree;
    private final MoveLists moves;
    private final CellQueues cells;
    private final IntTable nodeOf;
    private final FessGame.MoveSink sink;

    private Budget budget;
    private long nodes;
    private long movesTried;
    private long refused;
    private long known;
    private long visits;
    private int newSlot = NONE;
    private int lastSlot = NONE;
    private int solution = NONE;
    private StopReason stopped;

    /** An engine for one run of {@code game}; every table it builds is charged to {@code memory}. */
    public FessEngine(FessGame game, FessOptions options, MemoryAccount memory) {
        this.game = game;
        this.options = options;
        this.listsStates = game.listsStates();
        this.tree = new FessTree(memory);
        this.moves = new MoveLists(memory);
        this.cells = new CellQueues(memory);
        this.nodeOf = new IntTable(memory, 64);
        this.sink = moves::add;
    }

    /** Runs to a solution, to the last move, or to a limit. */
    public FessResult run(Budget runBudget) {
        try {
            if (budget == null) {
                start(runBudget);
            } else {
                budget = runBudget; // started by hand (the tests grow a tree visit by visit first)
            }
            while (solution < 0 && stopped == null && step() != Integer.MIN_VALUE) {
                // one visit per turn
            }
        } catch (MemoryBudgetException e) {
            stopped = StopReason.MEMORY_LIMIT;
        }
        return result();
    }

    /** The run so far: its solution, stop reason, best path and counts. */
    FessResult result() {
        FessPath best = tree.best() < 0 ? null : tree.path(tree.best(), moves);
        return new FessResult(solution < 0 ? null : tree.path(solution, moves), stopped, best, counts());
    }

    FessCounts counts() {
        return new FessCounts(nodes, movesTried, refused, known, cells.count(), visits, tree.dead());
    }

    /** Adds the roots (a solved one ends the run at once). */
    void start(Budget runBudget) {
        budget = runBudget;
        game.roots((state, cell, score) -> {
            if (solution >= 0 || stopped != null || nodeOf.get(state) >= 0) {
                return;
            }
            if (game.solved(state)) {
                long rank = game.rank(state, score);
                solution = tree.add(state, NONE, NONE, 0, cells.slot(cell), rank, rank);
            } else {
                add(state, NONE, NONE, 0, cell, score);
            }
        });
        newSlot = NONE; // the first visit starts the round at the first root's cell
    }

    /**
     * One visit, its cell chosen by the order: the node it added (the solved position included), {@link #NONE} when
     * it added none, {@link Integer#MIN_VALUE} when every cell is empty.
     */
    int step() {
        int slot = choose();
        return slot < 0 ? Integer.MIN_VALUE : visit(slot);
    }

    /** The slot of the next visit (numbered {@code visits + 1}), or −1 when every cell is empty. */
    private int choose() {
        int fresh = newSlot;
        newSlot = NONE;
        if (options.order() != CellOrder.CYCLIC && fresh >= 0 && !cells.isEmpty(fresh)) {
            cells.jump(fresh);
            return fresh;
        }
        if (options.order() == CellOrder.FESTIVAL && (visits + 1) % 2 == 0) {
            int best = tree.bestLive();
            if (best >= 0 && !cells.isEmpty(tree.slot(best))) {
                return tree.slot(best);
            }
        }
        return cells.next();
    }

    /** Visits {@code slot}: plays its best move, and the next while they come back dead or known. */
    int visit(int slot) {
        visits++;
        lastSlot = slot;
        for (int tries = 0; tries < options.retriesPerVisit(); tries++) {
            if ((movesTried & CLOCK_MASK) == 0 && !budget.check()) {
                stopped = budget.stopReason();
                return NONE;
            }
            int node = cells.pop(slot);
            if (node < 0) {
                return NONE;
            }
            int move = moves.take(node);
            if (moves.hasNext(node)) {
                queue(node);
            }
            int child = play(node, move);
            if (child != NONE || stopped != null) {
                return child;
            }
        }
        return NONE;
    }

    /** Plays one move: the new node, or {@link #NONE} when the result was dead, known, or not added (a limit). */
    private int play(int node, int move) {
        movesTried++;
        int child = moves.child(move);
        int result = listsStates && nodeOf.get(child) >= 0 ? FessGame.KNOWN : game.play(tree.state(node), child);
        if (result >= 0 && nodeOf.get(result) >= 0) {
            result = FessGame.KNOWN;
        }
        if (result == FessGame.DEAD || result == FessGame.KNOWN) {
            refused += result == FessGame.DEAD ? 1 : 0;
            known += result == FessGame.KNOWN ? 1 : 0;
            tree.spent(node);
            return NONE;
        }
        if (result < 0) {
            throw new IllegalStateException("play returned " + result + ": a state id, DEAD or KNOWN expected");
        }
        int weight = tree.weight(node) + moves.weight(move);
        if (game.solved(result)) {
            long rank = game.rank(result, moves.score(move));
            solution = tree.add(result, node, move, weight, tree.slot(node), rank, rank);
            return solution;
        }
        return add(result, node, move, weight, moves.cell(move), moves.score(move));
    }

    /** Adds a node (unless a limit says no), lists its moves and queues it in its best ancestor's cell. */
    private int add(int state, int parent, int move, int weight, int own, long score) {
        if (nodes >= options.maxNodes()) {
            stopped = StopReason.NODE_LIMIT;
            return NONE;
        }
        if (!budget.node()) {
            stopped = budget.stopReason();
            return NONE;
        }
        int cell = own;
        long rank = game.rank(state, score);
        long pathBest = rank;
        if (parent >= 0) {
            int parentCell = cells.cell(tree.slot(parent));
            if (options.ancestorByScore()) {
                boolean better = rank > tree.bestScore(parent);
                cell = better ? own : parentCell;
                pathBest = better ? rank : tree.bestScore(parent);
            } else {
                // a worse position would get time of its own, and spawn worse cells still ([Draft] §3)
                cell = game.compareCells(own, parentCell) > 0 ? own : parentCell;
            }
        }
        int made = cells.count();
        int slot = cells.slot(cell);
        if (cells.count() > made) {
            newSlot = slot;
        }
        int node = tree.add(state, parent, move, weight, slot, rank, pathBest);
        nodeOf.put(state, node);
        moves.begin(node);
        game.listMoves(state, sink);
        int count = moves.finish(node, options.twoMovesFree());
        nodes++;
        tree.listed(node, count);
        if (count > 0) {
            queue(node);
        }
        return node;
    }

    private void queue(int node) {
        int next = moves.peek(node);
        cells.push(tree.slot(node), node, tree.weight(node) + moves.weight(next), moves.score(next));
    }

    // views for the tests, which build a tree visit by visit and read it

    /** The slot of a game cell, or −1. */
    int slotOf(int cell) {
        return cells.find(cell);
    }

    /** The game cell of the last visit. */
    int lastCell() {
        return cells.cell(lastSlot);
    }

    int weightOf(int node) {
        return tree.weight(node);
    }

    int stateOf(int node) {
        return tree.state(node);
    }

    int cellOf(int node) {
        return cells.cell(tree.slot(node));
    }

    boolean isDead(int node) {
        return tree.isDead(node);
    }

    StopReason stopped() {
        return stopped;
    }
}
