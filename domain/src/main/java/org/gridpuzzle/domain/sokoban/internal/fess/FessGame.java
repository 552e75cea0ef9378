package org.gridpuzzle.domain.sokoban.internal.fess;

/**
 * One direction of a puzzle as {@link FessEngine} searches it: the forward game (push boxes to the goals) or the
 * backward one (pull them off, the packing plan). The game owns its positions, each named by a state id (an int at
 * least 0, dense or not) in its own table; the engine owns the tree of nodes over them, the cells and the order.
 * <p>
 * <b>Orders.</b> Everything is "higher is better": a move's {@code score} is its result's features as one long in the
 * game's feature order (packed first, say, each feature shifted into its own bits, features where fewer is better
 * subtracted from their maximum), and {@link #compareCells} says which of two feature cells is nearer the goal.
 * Weights are small ints at least 0 (FESS: 0 for a move an advisor picked, 1 for any other).
 */
public interface FessGame {

    /** {@link #play}: the move's result cannot be solved (a lazy deadlock test proved it). */
    int DEAD = -1;
    /** {@link #play}: the move's result is a node of the tree already (a transposition). */
    int KNOWN = -2;
    /** The advisor tag of a move no advisor picked. */
    int NO_ADVISOR = -1;
    /** The largest advisor tag (tags are kept in a byte per move). */
    int MAX_ADVISOR = 126;

    /** Hands over the starting positions: usually one; the backward game has one per region the player may end in. */
    void roots(RootSink sink);

    /**
     * Lists every move of position {@code state}, in any order (the engine sorts them by weight, then score, then the
     * listing order). A position with no move is a dead end. The sink charges the engine's memory account and may
     * throw its {@link org.gridpuzzle.domain.search.MemoryBudgetException}: let it pass (the run stops with what it has).
     */
    void listMoves(int state, MoveSink sink);

    /**
     * Plays move {@code child} (as listed) from position {@code state}: runs the expensive tests the listing put off
     * and returns the state id of the result, {@link #DEAD}, or {@link #KNOWN}. The engine also refuses, as known, a
     * returned state that is a node already, so a game need not keep track of which states became nodes.
     */
    int play(int state, int child);

    /**
     * Whether position {@code state} is a goal. Asked of each root and of each move's result when it is played (as
     * [CoG] Fig. 2 adds a state and then looks), not of listed moves: a solved result waits for its move's turn.
     */
    boolean solved(int state);

    /**
     * Compares two feature cells: positive when {@code a} is better (nearer the goal) than {@code b}, 0 when neither
     * is, negative when {@code b} is. A new node joins its parent's cell unless its own is strictly better: the draft's
     * best ancestor ("Restricting the number of cells": a position worse than (2,5) stays in (2,5) with more weight).
     * Must be a total preorder; with {@link FessOptions#ancestorByScore} it is not used.
     */
    int compareCells(int a, int b);

    /**
     * How good position {@code state} is as an answer, higher is better: what {@link FessResult#best}, Festival's best
     * living node and {@link FessOptions#ancestorByScore} judge nodes by. By default {@code score}, the score its
     * move was listed with (a root's own). A game whose tie order is not its idea of the best answer says so here:
     * the packing plan's backward search breaks ties by the boxes' distance but judges a position by the boxes left.
     * Asked once per node, when it is added.
     */
    default long rank(int state, long score) {
        return score;
    }

    /**
     * Whether the {@code child} of each listed move is the state id of its result. The engine then refuses a move
     * whose result is a node already before {@link #play}, sparing the lazy tests; otherwise only after.
     */
    default boolean listsStates() {
        return false;
    }

    /** Receives the roots. */
    @FunctionalInterface
    interface RootSink {

        /**
         * A starting position.
         *
         * @param state its state id
         * @param cell its feature cell
         * @param score its features as one long, higher is better (the best node is judged by it)
         */
        void root(int state, int cell, long score);
    }

    /** Receives the moves of one position. */
    @FunctionalInterface
    interface MoveSink {

        /**
         * A move.
         *
         * @param child what {@link #play} is handed back: the result's state id (see {@link #listsStates}) or any
         *     int the game finds the move by
         * @param cell the result's own feature cell
         * @param weight the move's weight, at least 0 (0 advised, 1 not)
         * @param score the result's features as one long, higher is better: ties between equal weights
         * @param advisor the tag of the advisor that picked the move (0 to {@link #MAX_ADVISOR}), or
         *     {@link #NO_ADVISOR}
         */
        void move(int child, int cell, int weight, long score, int advisor);
    }
}
