package org.gridpuzzle.experiment.port.in.experiment;

import java.nio.file.Path;
import java.util.Objects;

/**
 * @param name the experiment; null when the database holds one only
 * @param csv when not null, every row is written there (CSV, one line per job)
 * @param cactus when not null, the cactus plot (.svg or .png)
 * @param scatter when not null, a scatter plot of {@code scatterX} against {@code scatterY} (default: the first two
 *     configurations)
 */
public record ReportExperimentCommand(Path db, String name, Path csv, Path cactus, Path scatter, String scatterX,
        String scatterY) {

    public ReportExperimentCommand {
        Objects.requireNonNull(db, "db");
    }
}
