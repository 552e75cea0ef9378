package org.gridpuzzle.experiment.port.in.planning;

import org.gridpuzzle.application.port.in.planning.LevelPlan;

/** One level: its name, the best known result ("?" when not listed) and what the planner found. */
public record SnowmanRow(String name, String bestKnown, LevelPlan plan) {
}

