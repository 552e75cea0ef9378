package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import java.util.List;
import java.util.concurrent.Callable;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.port.in.experiment.ServeJobsCommand;
import org.gridpuzzle.experiment.port.in.experiment.ServeJobsUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "worker", mixinStandardHelpOptions = true,
        description = {"A cluster member that runs experiment jobs (each in a JVM of its own) for any coordinator"
            + " (experiment run --cluster). Members find each other by the addresses given (TCP/IP, no multicast);"
            + " the instance files must be at the same paths on every machine. Listens on this machine only unless"
            + " --bind says otherwise; runs only jobs signed with the cluster's secret. Runs until Ctrl-C."})
public final class ExperimentWorkerCommand implements Callable<Integer> {

    @Option(names = "--join", split = ",", paramLabel = "HOST:PORT,...",
            description = "Members to join. Default: none (this member starts the cluster).")
    List<String> join = List.of();

    @Mixin
    ClusterOptions member;

    @Option(names = "--workers", paramLabel = "N", description = "Jobs at the same time. Default: the cores.")
    Integer workers;

    private final ServeJobsUseCase serve;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public ExperimentWorkerCommand(ServeJobsUseCase serve, Terminal terminal, CancellationFlag cancellation) {
        this.serve = serve;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        int slots = workers != null ? workers : Runtime.getRuntime().availableProcessors();
        serve.serve(new ServeJobsCommand(join, member.access(), slots, cancellation::isCancelled, address -> {
            terminal.err().println("gridpuzzle: worker listening on " + address + " with " + slots + " job slot"
                    + (slots == 1 ? "" : "s") + "; Ctrl-C stops it");
            terminal.err().flush();
        }, this::warn));
        return ExitCodes.OK;
    }

    private void warn(String warning) {
        terminal.err().println("gridpuzzle: warning: " + warning);
        terminal.err().flush();
    }
}
