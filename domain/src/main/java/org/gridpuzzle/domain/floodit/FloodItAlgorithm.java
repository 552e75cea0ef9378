package org.gridpuzzle.domain.floodit;

/** The Flood-It algorithms a board may be given (the facade picks one by the board's shape). */
public enum FloodItAlgorithm {
    /** Two rows: the Meeks–Scott programme (Free) or the span-and-pocket breadth-first search (Fixed). */
    TWO_ROW,
    /** One line: the interval programme over runs (Free). */
    PATH,
    /** Two colours: the radius of the component graph (Free). */
    TWO_COLOUR,
    /** The general exact search: iterative deepening (Free), A* with the elimination-layer bound (Fixed). */
    SEARCH,
    /** Beam search (Fixed): fast, not proved optimal. */
    BEAM,
    /**
     * The greedy player: fewest components after each move (Free), most frontier components at the pivot (Fixed,
     * on boards beyond the beam); fast, not proved optimal.
     */
    GREEDY;

    /**
     * Whether the algorithm proves its answer optimal.
     *
     * @return false for the heuristics (beam, greedy)
     */
    public boolean exact() {
        return this != BEAM && this != GREEDY;
    }
}
