package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.CountSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.CountSuguruUseCase.CountSuguruCommand;
import org.gridpuzzle.domain.suguru.CountOutcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Count solutions up to a limit (--limit 2 decides uniqueness).")
public final class SuguruCountCommand implements Callable<Integer> {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "1000000",
            description = "Stop counting at N solutions. Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    private final CountSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SuguruCountCommand(CountSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        CountOutcome out = useCase.count(new CountSuguruCommand(input.file, input.format, limit,
                limits.limits(cancellation))).outcome();
        boolean stoppedByLimit = out.stopReason() != null;
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("count", out.count());
            doc.put("exact", out.complete());
            doc.put("unique", out.unique());
            doc.put("stopped", stoppedByLimit ? out.stopReason().description() : null);
            doc.put("millis", out.stats().millis());
            JsonOutput.print(terminal.out(), doc);
        } else if (out.complete()) {
            terminal.out().println(out.count() == 0 ? "no solution"
                    : out.count() == 1 ? "1 solution (unique)" : "exactly " + out.count() + " solutions");
        } else {
            terminal.out().println("at least " + out.count() + " solution" + (out.count() == 1 ? "" : "s") + " ("
                    + (stoppedByLimit ? out.stopReason().description() : "stopped at --limit " + limit) + ")");
        }
        return out.count() == 0 || stoppedByLimit ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
    }
}
