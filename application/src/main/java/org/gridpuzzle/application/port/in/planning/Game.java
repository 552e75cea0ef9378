package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.domain.planning.PlanStrategy;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** The planning games. */
public enum Game {
    SOKOBAN, SNOWMAN;

    /** Whether the game plans by {@code strategy}: fess is Sokoban's feature-space search, which Snowman has none of. */
    public boolean offers(PlanStrategy strategy) {
        return strategy != PlanStrategy.FESS || this == SOKOBAN;
    }

    /** The strategies the game offers, by their labels, comma-separated. */
    public String strategies() {
        return labels(this::offers);
    }

    /** The strategies the game offers that run its state search (those a node limit counts). */
    public String searchStrategies() {
        return labels(s -> offers(s) && s.searches());
    }

    private static String labels(Predicate<PlanStrategy> which) {
        return Arrays.stream(PlanStrategy.values()).filter(which).map(PlanStrategy::label)
                .collect(Collectors.joining(", "));
    }

    /** {@code sokoban}, {@code snowman}: the command's and the operation's word. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
