package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "hint", mixinStandardHelpOptions = true,
        description = "The next logical step from the givens, with its technique and cells.")
public final class SuguruHintCommand implements Callable<Integer> {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    org.gridpuzzle.adapter.cli.LimitOptions limits;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    private final ExplainSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SuguruHintCommand(ExplainSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        return SuguruExplainCommand.run(useCase, terminal, input, limits.limits(cancellation), true, json);
    }
}
