package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import org.gridpuzzle.clikit.CommandFamily;
import picocli.CommandLine.Command;

/** {@code gridpuzzle experiment}: whole suites as isolated jobs into a results database, on one machine or a cluster. */
@Command(name = "experiment", mixinStandardHelpOptions = true,
        description = {"Experiments: sets x configurations, each job in a JVM of its own with a wall and a memory limit,"
            + " every answer verified and kept in an SQLite database (resumable), reports with tables and plots;"
            + " on a local pool or a Hazelcast cluster."},
        subcommands = {ExperimentRunCommand.class, ExperimentReportCommand.class, ExperimentWorkerCommand.class,
            ExperimentJobCommand.class})
public final class ExperimentCommand implements CommandFamily {

    @Inject
    public ExperimentCommand() {
        // a container for the subcommands
    }
}
