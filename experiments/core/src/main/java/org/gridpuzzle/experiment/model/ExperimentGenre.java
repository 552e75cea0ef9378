package org.gridpuzzle.experiment.model;

import java.util.Locale;

/** The genres an experiment can run: the first word of a configuration, and the folder of its sets. */
public enum ExperimentGenre {
    SUGURU, SOKOBAN, SNOWMAN, FLOODIT, REACH;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
