package org.gridpuzzle.domain.planning.internal;

import java.util.Locale;

/** What one step of f(T) is. */
enum PlanMode {
    /** One agent move (walk or push) per step: the baseline; steps count every move. */
    AGENT_MOVES,
    /** One box or ball move per step; the walk to the pushing cell is a reachability constraint. */
    SEQUENTIAL,
    /** Several non-interfering box or ball moves per step, in any order; shortens the horizon. */
    PARALLEL;

    public static PlanMode parse(String name) {
        return valueOf(name.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
