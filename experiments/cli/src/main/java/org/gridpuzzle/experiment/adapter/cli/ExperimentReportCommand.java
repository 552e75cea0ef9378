package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.answer.AnswerJson;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.gridpuzzle.experiment.port.in.experiment.ReportExperimentCommand;
import org.gridpuzzle.experiment.port.in.experiment.ReportExperimentUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"The report of an experiment from its database: per configuration solved, proved optimal, unsat,"
            + " failures by kind, PAR-2 (a decided job counts its time, any other twice the limit), the time on the"
            + " instances every configuration solved; with --per-instance a row per instance (value, * when proved"
            + " optimal, and time). --csv, --cactus and --scatter write files (whole or not at all)."})
public final class ExperimentReportCommand implements Callable<Integer> {

    @Option(names = "--db", defaultValue = "experiments.db", paramLabel = "FILE", description = "Default: ${DEFAULT-VALUE}.")
    Path db;

    @Option(names = "--name", paramLabel = "NAME", description = "The experiment. Default: the database's only one.")
    String name;

    @Option(names = "--per-instance", description = "Also a row per instance.")
    boolean perInstance;

    @Option(names = "--json", description = "Print the report as JSON.")
    boolean json;

    @Option(names = "--csv", paramLabel = "FILE", description = "Write every row (one per job) as CSV.")
    Path csv;

    @Option(names = "--cactus", paramLabel = "FILE", description = "Draw the cactus plot (.svg or .png).")
    Path cactus;

    @Option(names = "--scatter", paramLabel = "FILE", description = "Draw a scatter plot of two configurations (.svg or .png).")
    Path scatter;

    @Option(names = "--scatter-configs", split = ",", paramLabel = "X,Y",
            description = "The configurations of the scatter plot. Default: the first two.")
    List<String> scatterConfigs;

    @Spec
    CommandSpec spec;

    private final ReportExperimentUseCase report;
    private final Terminal terminal;

    @Inject
    public ExperimentReportCommand(ReportExperimentUseCase report, Terminal terminal) {
        this.report = report;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (scatterConfigs != null && scatterConfigs.size() != 2) {
            throw new ParameterException(spec.commandLine(), "--scatter-configs takes two configurations, X,Y");
        }
        String x = scatterConfigs == null ? null : scatterConfigs.get(0);
        String y = scatterConfigs == null ? null : scatterConfigs.get(1);
        ExperimentReport r = report.report(new ReportExperimentCommand(db, name, csv, cactus, scatter, x, y));
        if (json) {
            terminal.out().print(AnswerJson.pretty(r));
        } else {
            ExperimentTables.print(terminal.out(), r, perInstance);
        }
        return ExitCodes.OK;
    }
}
