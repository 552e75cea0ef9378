package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * The nodes of a FESS search tree, in primitive arrays: each node's position (the game's state id), parent, the move
 * that made it, accumulated weight, cell slot and score (the game's {@link FessGame#rank} of it), and how many of its
 * moves are unplayed or led to a living child. A node none of which remains is a dead end, and so, in turn, may be its
 * parent ([CoG] II.A: "if all of a node's children are dead ends, then the node becomes a dead end too"). Also kept:
 * the best node by score, and the best living one (Festival's order visits its cell; when it dies the best living node
 * replaces it).
 */
final class FessTree {

    /** Bytes per node: state, parent, via, weight, slot, live (ints), score, best score (longs). */
    static final int NODE_BYTES = 6 * 4 + 2 * 8;

    private final MemoryAccount memory;
    private int[] state = new int[64];
    private int[] parent = new int[64];
    private int[] via = new int[64];
    private int[] weight = new int[64];
    private int[] slot = new int[64];
    private int[] live = new int[64];
    private long[] score = new long[64];
    private long[] bestScore = new long[64];
    private int count;
    private int dead;
    private int best = -1;
    private int bestLive = -1;

    FessTree(MemoryAccount memory) {
        this.memory = memory;
        memory.take((long) NODE_BYTES * state.length);
    }

    /** Adds a node whose moves are still to be listed; returns its number. */
    int add(int position, int from, int move, int nodeWeight, int nodeSlot, long nodeScore, long pathBest) {
        if (count == state.length) {
            memory.take((long) NODE_BYTES * count);
            int n = 2 * count;
            state = Arrays.copyOf(state, n);
            parent = Arrays.copyOf(parent, n);
            via = Arrays.copyOf(via, n);
            weight = Arrays.copyOf(weight, n);
            slot = Arrays.copyOf(slot, n);
            live = Arrays.copyOf(live, n);
            score = Arrays.copyOf(score, n);
            bestScore = Arrays.copyOf(bestScore, n);
        }
        int node = count++;
        state[node] = position;
        parent[node] = from;
        via[node] = move;
        weight[node] = nodeWeight;
        slot[node] = nodeSlot;
        score[node] = nodeScore;
        bestScore[node] = pathBest;
        live[node] = 1; // until its moves are listed
        if (best < 0 || nodeScore > score[best]) {
            best = node;
        }
        if (bestLive < 0 || nodeScore > score[bestLive]) {
            bestLive = node;
        }
        return node;
    }

    /** Records how many moves {@code node} has; a node with none is a dead end at once. */
    void listed(int node, int moves) {
        live[node] = moves;
        if (moves == 0) {
            die(node);
        }
    }

    /** One move of {@code node} was played and made no child (dead or known). */
    void spent(int node) {
        if (--live[node] == 0) {
            die(node);
        }
    }

    private void die(int node) {
        boolean rescan = false;
        for (int n = node; n >= 0; n = parent[n]) {
            if (n != node && --live[n] > 0) {
                break;
            }
            dead++;
            rescan |= n == bestLive;
        }
        if (rescan) {
            bestLive = -1;
            for (int n = 0; n < count; n++) {
                if (live[n] > 0 && (bestLive < 0 || score[n] > score[bestLive])) {
                    bestLive = n;
                }
            }
        }
    }

    boolean isDead(int node) {
        return live[node] == 0;
    }

    int count() {
        return count;
    }

    int dead() {
        return dead;
    }

    int state(int node) {
        return state[node];
    }

    int parent(int node) {
        return parent[node];
    }

    int via(int node) {
        return via[node];
    }

    int weight(int node) {
        return weight[node];
    }

    int slot(int node) {
        return slot[node];
    }

    long score(int node) {
        return score[node];
    }

    long bestScore(int node) {
        return bestScore[node];
    }

    /** The node of greatest score (the first such), or −1 before the roots. */
    int best() {
        return best;
    }

    /** The living node of greatest score, or −1 when every node is dead. */
    int bestLive() {
        return bestLive;
    }

    /** The moves from the root to {@code node}, with the positions they pass through. */
    FessPath path(int node, MoveLists moves) {
        int length = 0;
        for (int n = node; parent[n] >= 0; n = parent[n]) {
            length++;
        }
        int[] states = new int[length + 1];
        int[] children = new int[length];
        int[] advisors = new int[length];
        int[] weights = new int[length];
        int n = node;
        for (int i = length; i >= 0; i--, n = parent[n]) {
            states[i] = state[n];
            if (i > 0) {
                children[i - 1] = moves.child(via[n]);
                advisors[i - 1] = moves.advisor(via[n]);
                weights[i - 1] = moves.weight(via[n]);
            }
        }
        return new FessPath(states, children, advisors, weights);
    }
}
