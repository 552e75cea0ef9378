package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "generate", mixinStandardHelpOptions = true, description = "A random board.")
public final class FloodItGenerateCommand implements Callable<Integer> {

    @Option(names = "--rows", required = true, paramLabel = "R", description = "Rows.")
    int rows;

    @Option(names = "--cols", required = true, paramLabel = "C", description = "Columns.")
    int cols;

    @Option(names = "--colours", defaultValue = "6", paramLabel = "K", description = "Colours (1..35). Default: ${DEFAULT-VALUE}.")
    int colours;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Random seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    private final GenerateFloodItUseCase useCase;
    private final Terminal terminal;

    @Inject
    public FloodItGenerateCommand(GenerateFloodItUseCase useCase, Terminal terminal) {
        this.useCase = useCase;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        terminal.out().print(useCase.generate(new GenerateFloodItCommand(rows, cols, colours, seed)).text());
        return ExitCodes.OK;
    }
}

