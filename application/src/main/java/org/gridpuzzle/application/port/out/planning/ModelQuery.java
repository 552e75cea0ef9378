package org.gridpuzzle.application.port.out.planning;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * Is there a plan of at most {@code steps} steps for this level in this model?
 *
 * @param solver the solver as the user named it, or null for the back-end's default
 * @param dumpDir when not null, the generated model and instance are also written there, named from {@code stem}
 */
public record ModelQuery(PlanningModel model, SokobanLevel level, int steps, String solver, Path dumpDir,
        String stem) {

    public ModelQuery {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(level, "level");
        if (steps < 0) {
            throw new IllegalArgumentException("steps " + steps);
        }
    }
}
