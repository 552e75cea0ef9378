package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase.GenerateSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase.GenerateSuguruResult;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
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
    Path output;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

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
        GenerateSuguruResult result = useCase.generate(new GenerateSuguruCommand(
                new SuguruGenerator.Request(rows, cols, maxRegion, s, minimal), format, output, limits.limits(cancellation)));
        if (result.generated().isEmpty()) {
            terminal.out().println("stopped: no puzzle generated before the limit");
            return ExitCodes.NO_SOLUTION;
        }
        GeneratedSuguru g = result.generated().get();
        String summary = String.format(Locale.ROOT, "%dx%d, regions up to %d, seed %d: %d givens, %s, %.1f ms",
                rows, cols, maxRegion, s, g.puzzle().givenCount(), g.difficulty().name().toLowerCase(Locale.ROOT),
                result.nanos() / 1e6);
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("seed", s);
            doc.put("difficulty", g.difficulty().name().toLowerCase(Locale.ROOT));
            doc.put("givens", g.puzzle().givenCount());
            doc.put("regions", JsonOutput.rows(org.gridpuzzle.domain.grid.IntGrid.of(g.puzzle().shape(),
                    g.puzzle().regions().regionIds())));
            doc.put("puzzle", JsonOutput.rows(g.puzzle().givens()));
            doc.put("solution", JsonOutput.rows(g.solution()));
            doc.put("text", result.text());
            doc.put("output", output == null ? null : output.toString());
            JsonOutput.print(terminal.out(), doc);
        } else if (output != null) {
            terminal.out().println("wrote " + output + " (" + summary + ")");
        } else {
            terminal.out().print(result.text());
            terminal.err().println("# " + summary);
        }
        return ExitCodes.OK;
    }
}
