package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.Locale;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SuguruOperation;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "generate", mixinStandardHelpOptions = true,
        description = "Generate a puzzle with exactly one solution.")
public final class SuguruGenerateCommand implements Callable<Integer> {

    @Option(names = "--rows", paramLabel = "R", description = "Rows. Default: ${DEFAULT-VALUE}.")
    int rows;

    @Option(names = "--cols", paramLabel = "C", description = "Columns. Default: ${DEFAULT-VALUE}.")
    int cols;

    @Option(names = "--max-region", paramLabel = "S", description = "Largest region size (at least 4 for grids of two or more rows and columns). Default: ${DEFAULT-VALUE}.")
    int maxRegion;

    @Option(names = "--seed", paramLabel = "N", description = "Random seed; the same seed gives the same puzzle. Default: random.")
    Long seed;

    @Option(names = "--minimal", description = "Remove givens until none can go (harder; may need guessing). "
            + "Default: keep the puzzle solvable without guessing.")
    boolean minimal;

    @Option(names = "--grade", paramLabel = "GRADE", converter = Converters.Grade.class,
            completionCandidates = Converters.Grade.class,
            description = "Difficulty to generate: easy (singles), medium (king-neighbour exclusion), hard (naked pairs),"
                    + " expert (needs a trial). Default: any, as the removal leaves it.")
    Difficulty grade;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Output format: text (default) or paper.")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the puzzle to FILE, whole or not at all:"
            + " .sug or .in (the --format's text), .svg or .png (drawn), .json (the --json document), '-' for stdout.")
    Path file;

    @Mixin
    JsonOption output;

    @Mixin
    LimitOptions limits;

    private final GenerateSuguruUseCase useCase;
    private final Answering answering;

    @Inject
    public SuguruGenerateCommand(GenerateSuguruUseCase useCase, Answering answering) {
        this.useCase = useCase;
        this.answering = answering;
    }

    /**
     * The puzzle's own text formats are written by the use case (the format follows {@code --format} and the name);
     * pictures, JSON and standard output by the shared answering tail.
     */
    @Override
    public Integer call() {
        long s = seed != null ? seed : GenerateSuguruCommand.randomSeed();
        SuguruOperation.checkMaxRegion(rows, cols, maxRegion); // one range for the grid, as the web's
        GenerateRequest request = new GenerateRequest(rows, cols, maxRegion, s, minimal, grade);
        String name = file == null ? "" : file.toString().toLowerCase(Locale.ROOT);
        boolean stdout = name.equals("-") || name.equals("/dev/stdout"); // the text goes to stdout anyway
        boolean other = stdout || name.endsWith(".svg") || name.endsWith(".png") || name.endsWith(".json");
        GenerateSuguruResult result = useCase.generate(new GenerateSuguruCommand(request, format, other ? null : file,
                answering.limits(limits)));
        boolean saveHere = other && !stdout && result.generated().isPresent();
        return answering.deliver(GenerateSuguruPresenter.answer(result, request, other ? null : file), output.json,
                saveHere ? file : null);
    }
}
