package org.gridpuzzle.application.port.out.planning;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * Is there a plan of at most {@code steps} steps for this level in this model?
 *
 * @param sokoban the level with the ASP models (else null)
 * @param snowman the level with the MiniZinc models (else null)
 * @param solver the solver as the user named it, or null for the back-end's default
 * @param dumpDir when not null, the generated model and instance are also written there, named from {@code stem}
 */
public record ModelQuery(PlanningModel model, SokobanLevel sokoban, SnowmanLevel snowman, int steps, String solver,
        Path dumpDir, String stem) {

    public ModelQuery {
        Objects.requireNonNull(model, "model");
        if ((sokoban == null) == (snowman == null)) {
            throw new IllegalArgumentException("one level: a Sokoban or a Snowman one");
        }
        if (steps < 0) {
            throw new IllegalArgumentException("steps " + steps);
        }
    }

    /** A Sokoban question. */
    public ModelQuery(PlanningModel model, SokobanLevel level, int steps, String solver, Path dumpDir, String stem) {
        this(model, level, null, steps, solver, dumpDir, stem);
    }

    /** A Snowman question. */
    public ModelQuery(PlanningModel model, SnowmanLevel level, int steps, String solver, Path dumpDir, String stem) {
        this(model, null, level, steps, solver, dumpDir, stem);
    }
}
