package org.gridpuzzle.domain.sokoban;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.search.BestFirstSearch;

/**
 * What a fast search in a feature space did, for measuring it against FESS's published node counts: per move of the
 * plan found, its kind and the advisors that chose it (none: a move that added to the path's weight), and the
 * search's feature cells and stale entries. Filled by {@link PushSearch} at the end of each run (the last run's).
 */
final class PlanAudit {

    /**
     * One move of the plan: its kind ("box", "push", "tunnel", "packing", "macro"), its advisors' bits and the weight
     * of the path up to it; the last move's are −1: the fast search stops at a solved child before advisors see it.
     */
    record Move(String kind, int advisors, int weight) {

        /** The advisors by name ("packing+hotspots"), "-" for none, "*" for the last move (not weighed). */
        String advisedBy() {
            if (advisors <= 0) {
                return advisors == 0 ? "-" : "*";
            }
            StringBuilder names = new StringBuilder();
            for (Advisor a : Advisor.ALL) {
                if ((advisors >>> a.ordinal() & 1) != 0) {
                    names.append(names.isEmpty() ? "" : "+").append(a.name().toLowerCase(java.util.Locale.ROOT));
                }
            }
            return names.toString();
        }
    }

    private final List<Move> moves = new ArrayList<>();
    private int cells;
    private long stale;

    /** Reads a run's search; {@code goal} is the solved state reached, or −1. */
    void read(BestFirstSearch search, int goal) {
        moves.clear();
        cells = search.featureCells();
        stale = search.stalePops();
        if (goal < 0 || !search.usesFeatures()) {
            return;
        }
        for (int id : search.pathStates(goal)) {
            int via = search.states().move(id);
            String kind = SokobanMoves.isPush(via) ? "push" : SokobanMoves.isBoxMove(via) ? "box"
                    : SokobanMoves.isPacking(via) ? "packing" : SokobanMoves.isTunnel(via) ? "tunnel" : "macro";
            boolean last = id == goal;
            moves.add(new Move(kind, last ? -1 : search.advisorsOf(id), last ? -1 : search.weightOf(id)));
        }
    }

    /** The plan's moves, first first (empty when no plan was found). */
    List<Move> moves() {
        return List.copyOf(moves);
    }

    /** The moves of the plan no advisor chose. */
    int unadvised() {
        return (int) moves.stream().filter(m -> m.advisors() == 0).count();
    }

    int cells() {
        return cells;
    }

    long stale() {
        return stale;
    }
}
