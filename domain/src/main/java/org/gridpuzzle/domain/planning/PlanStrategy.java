package org.gridpuzzle.domain.planning;

import org.gridpuzzle.domain.planning.internal.PlanSearch;
import java.util.Locale;

/**
 * How a level is planned: SAT ascents, the paper's recipe, the game's own state search, or both. {@link #AUTO} is the
 * best built-in choice for the game; the planner's Javadoc ({@code PlanSearch}) describes each strategy's guarantees.
 */
public enum PlanStrategy {
    /** Ascend T = 0, 1, 2, … object moves until SAT: optimal in object moves. */
    SEQUENTIAL,
    /** Ascend in parallel steps: a lower bound and a plan, optimal when they meet. */
    PARALLEL,
    /** The reachability paper's recipe: ascend in parallel, then descend sequentially until refuted (optimal). */
    RECIPE,
    /** Sequential ascent with one agent move per step: optimal in moves, walks included. */
    AGENT_MOVES,
    /** The game's state search alone, fast. */
    SEARCH,
    /** The game's state search alone, optimal (A*). */
    SEARCH_OPTIMAL,
    /** The game's feature-space search (FESS) alone, to its first plan: Sokoban's. */
    FESS,
    /** A fast plan by search, optimal search, then SAT's descent to prove it optimal. */
    HYBRID,
    /** HYBRID where the game has a state search, SEQUENTIAL where it has none: the default. */
    AUTO;

    /** The strategy planners use when none is named. */
    public static final PlanStrategy DEFAULT = AUTO;

    /**
     * Whether the strategy uses the game's own state search (AUTO does where the game has one): the runs a node limit
     * counts; the others are SAT alone.
     *
     * @return true for SEARCH, SEARCH_OPTIMAL, FESS, HYBRID and AUTO
     */
    public boolean searches() {
        return this == SEARCH || this == SEARCH_OPTIMAL || this == FESS || this == HYBRID || this == AUTO;
    }

    /**
     * The strategy of a name as the command line writes it ("search-optimal", any case).
     *
     * @param name the name, hyphens or underscores between words, surrounding blanks ignored
     * @return the strategy
     * @throws IllegalArgumentException for a name of no strategy
     */
    public static PlanStrategy parse(String name) {
        return valueOf(name.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
    }

    /**
     * The name as the command line writes it: lower case, words joined by hyphens.
     *
     * @return the name, "search-optimal" for {@link #SEARCH_OPTIMAL}
     */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
