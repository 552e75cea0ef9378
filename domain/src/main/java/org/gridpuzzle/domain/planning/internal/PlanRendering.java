package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.PlanAction;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.ToIntFunction;
import org.gridpuzzle.domain.grid.Direction;

/**
 * Turns a serialised plan into a LURD string by playing it: shortest walks to each pushing cell, then the push.
 * Both games render through this one loop; each gives only its {@link Rules}.
 */
public final class PlanRendering {

    /**
     * The few rules rendering needs from a game whose states are S.
     *
     * @param start the level's first state
     * @param agent where the agent stands
     * @param walk a shortest walk (lower-case LURD) to a cell, or null when none exists
     * @param withAgent the state with the agent moved to a cell
     * @param step the state after the agent moves one cell in a direction, or null when the move is blocked
     * @param <S> the game's state type
     */
    public record Rules<S>(S start, ToIntFunction<S> agent, BiFunction<S, Integer, String> walk,
            BiFunction<S, Integer, S> withAgent, BiFunction<S, Direction, S> step) {
    }

    private PlanRendering() {
    }

    /**
     * The plan as LURD letters: walks are filled in by shortest paths, pushes are upper case.
     *
     * @throws IllegalStateException when the plan does not play from the level's start
     */
    public static <S> String render(List<PlanAction> plan, FloorMap floor, Rules<S> rules) {
        StringBuilder sb = new StringBuilder();
        play(plan, floor, rules, sb);
        return sb.toString();
    }

    /**
     * The position the plan leaves (the agent where its last move leaves it).
     *
     * @throws IllegalStateException when the plan does not play from the level's start
     */
    public static <S> S play(List<PlanAction> plan, FloorMap floor, Rules<S> rules) {
        return play(plan, floor, rules, new StringBuilder());
    }

    private static <S> S play(List<PlanAction> plan, FloorMap floor, Rules<S> rules, StringBuilder sb) {
        S s = rules.start();
        for (PlanAction m : plan) {
            int from = floor.cell(m.from());
            if (m.kind() == PlanAction.Kind.WALK) {
                if (rules.agent().applyAsInt(s) != from) {
                    throw new IllegalStateException("the walk " + m + " does not start where the agent stands");
                }
                sb.append(m.dir().letter());
            } else {
                String walk = rules.walk().apply(s, from);
                if (walk == null) {
                    throw new IllegalStateException("the pushing cell of " + m + " cannot be reached");
                }
                sb.append(walk).append(Character.toUpperCase(m.dir().letter()));
                s = rules.withAgent().apply(s, from);
            }
            s = rules.step().apply(s, m.dir());
            if (s == null) {
                throw new IllegalStateException(m + " is blocked");
            }
        }
        return s;
    }
}
