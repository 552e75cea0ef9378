package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.Board;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/** Plays a move sequence and says whether it floods the graph (in the asked colour), or where it went wrong. */
public final class Replay {

    private Replay() {
    }

    /**
     * What replaying moves on {@code board} takes at most, counted on its cells (nothing is built): its graph and
     * contraction ({@link Board#graphBytes()}) and the components kept up to date over them, a component's share and
     * its neighbour entries, at most four a cell.
     */
    public static long bytes(Board board) {
        return board.graphBytes() + MergingComponents.bytes(board.components(), 4L * board.shape().size());
    }

    /** Replays the moves with any final colour; {@code pivot} is the pivot vertex in FIXED mode (ignored in FREE). */
    public static ReplayResult play(ColouredGraph graph, Mode mode, int pivot, List<Move> moves) {
        return play(graph, mode, pivot, moves, OptionalInt.empty());
    }

    /**
     * @param pivot the pivot vertex in FIXED mode (ignored in FREE mode)
     * @param target a required final colour, if any
     */
    public static ReplayResult play(ColouredGraph graph, Mode mode, int pivot, List<Move> moves, OptionalInt target) {
        // the components kept up to date (union-find over the contraction): a move costs its neighbour lists, not a
        // fill of the board, so sequences of thousands of moves on million-cell boards replay in seconds
        Contraction contraction = graph.contract();
        MergingComponents components = new MergingComponents(contraction.graph());
        int played = 0;
        for (Move m : moves) {
            if (m.vertex() < 0 || m.vertex() >= graph.vertexCount()) {
                return new ReplayResult("move " + (played + 1) + " names vertex " + m.vertex() + ", outside the graph",
                        colours(graph, contraction, components), played);
            }
            if (m.colour() < 0 || m.colour() >= graph.palette()) {
                return new ReplayResult("move " + (played + 1) + " uses colour " + m.colour() + ", outside the palette",
                        colours(graph, contraction, components), played);
            }
            int root = components.find(contraction.component(m.vertex()));
            if (mode == Mode.FIXED && root != components.find(contraction.component(pivot))) {
                return new ReplayResult("move " + (played + 1) + " is not at the pivot's component",
                        colours(graph, contraction, components), played);
            }
            components.recolour(root, m.colour());
            played++;
        }
        int[] colours = colours(graph, contraction, components);
        ReplayResult r = new ReplayResult(null, colours, played);
        if (r.flooded() && target.isPresent() && colours[0] != target.getAsInt()) {
            return new ReplayResult("the graph is flooded in colour " + colours[0] + ", not " + target.getAsInt(), colours, played);
        }
        return r;
    }

    private static int[] colours(ColouredGraph graph, Contraction contraction,
            MergingComponents components) {
        int[] out = new int[graph.vertexCount()];
        for (int v = 0; v < out.length; v++) {
            out[v] = components.colour(components.find(contraction.component(v)));
        }
        return out;
    }
}
