package org.gridpuzzle.experiment.adapter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.model.JobAnswer;
import org.gridpuzzle.experiment.model.JobReport;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.measure.PeakRss;
import org.gridpuzzle.experiment.measure.ProcessCpu;
import org.gridpuzzle.experiment.port.in.experiment.RunJobCommand;
import org.gridpuzzle.experiment.port.in.experiment.RunJobUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** The inside of one job's process: solves, and prints one JSON line for the runner (which verifies it). */
@Command(name = "job", hidden = true, description = "One experiment job, as the runner starts it (internal).")
public final class ExperimentJobCommand implements Callable<Integer> {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Option(names = "--job", required = true, paramLabel = "JSON", description = "The job (JSON).")
    String job;

    @Spec
    CommandSpec spec;

    private final RunJobUseCase run;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public ExperimentJobCommand(RunJobUseCase run, Terminal terminal, CancellationFlag cancellation) {
        this.run = run;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() throws JsonProcessingException {
        JobSpec spec1;
        try {
            spec1 = JSON.readValue(job, JobSpec.class);
        } catch (JsonProcessingException e) {
            throw new ParameterException(spec.commandLine(), "--job: not a job: " + e.getOriginalMessage());
        }
        JobAnswer answer = run.run(new RunJobCommand(spec1, cancellation::isCancelled));
        terminal.out().println(JSON.writeValueAsString(new JobReport(answer, ProcessCpu.seconds(), PeakRss.bytes())));
        terminal.out().flush();
        return ExitCodes.OK;
    }
}
