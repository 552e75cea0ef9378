package org.gridpuzzle.domain.search.internal;

/**
 * How a best-first search over object moves runs (Sokoban's pushes, Snowman's ball moves).
 *
 * @param weight the bound's weight in FAST mode (1 is A*'s order)
 * @param below look only for plans of fewer moves than this ({@link Integer#MAX_VALUE}: any)
 * @param knownLowerBound moves every plan is already known to need (from SAT refutations, say); a plan of that
 *        many is optimal at once
 */
public record SearchOptions(Mode mode, int weight, int below, int knownLowerBound) {

    public static SearchOptions optimal() {
        return new SearchOptions(Mode.OPTIMAL, 1, Integer.MAX_VALUE, 0);
    }

    public static SearchOptions fast() {
        return new SearchOptions(Mode.FAST, 3, Integer.MAX_VALUE, 0);
    }

    public SearchOptions below(int moves) {
        return new SearchOptions(mode, weight, moves, knownLowerBound);
    }

    public SearchOptions knowing(int lowerBound) {
        return new SearchOptions(mode, weight, below, lowerBound);
    }

    /** A* (OPTIMAL: the fewest moves, and a proved bound when stopped) or weighted best-first (FAST). */
    public enum Mode {
        OPTIMAL, FAST
    }
}
