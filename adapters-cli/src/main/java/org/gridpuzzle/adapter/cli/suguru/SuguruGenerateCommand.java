package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase;
import org.gridpuzzle.domain.suguru.SuguruGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "generate", mixinStandardHelpOptions = true,
        description = "Generate a puzzle with exactly one solution.")
public final class SuguruGenerateCommand implements Callable<Integer> {

    @Option(names = "--rows", required = true, paramLabel = "R", description = "Rows.")
    int rows;

    @Option(names = "--cols", required = true, paramLabel = "C", description = "Columns.")
    int cols;

    @Option(names = "--max-region", paramLabel = "S", defaultValue = "5",
            description = "Largest region size (at least 4 for grids of two or more rows and columns). Default: ${DEFAULT-VALUE}.")
    int maxRegion;

    @Option(names = "--seed", paramLabel = "N", description = "Random seed; the same seed gives the same puzzle. Default: random.")
    Long seed;

    @Option(names = "--minimal", description = "Remove givens until none can go (harder; may need guessing). "
            + "Default: keep the puzzle solvable by singles and neighbour exclusion.")
    boolean minimal;

    @Option(names = "--format", paramLabel = "NAME", description = "Output format: text (default) or paper.")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the puzzle to FILE (whole or not at all).")
    Path file;

    @Mixin
    JsonOption output;

    @Mixin
    LimitOptions limits;

    private final GenerateSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SuguruGenerateCommand(GenerateSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        long s = seed != null ? seed : System.nanoTime() & 0xffffffL;
        SuguruGenerator.Request request = new SuguruGenerator.Request(rows, cols, maxRegion, s, minimal);
        return GenerateSuguruPresenter.present(terminal, useCase.generate(new GenerateSuguruCommand(request, format, file,
                limits.limits(cancellation))), request, file, output.json);
    }
}

