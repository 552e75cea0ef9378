package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItResult;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "generate", mixinStandardHelpOptions = true, description = "A random board.")
public final class FloodItGenerateCommand extends AnsweringCommand {

    @Option(names = "--rows", paramLabel = "R", description = "Rows. Default: ${DEFAULT-VALUE}.")
    int rows;

    @Option(names = "--cols", paramLabel = "C", description = "Columns. Default: ${DEFAULT-VALUE}.")
    int cols;

    @Option(names = "--colours", paramLabel = "K", description = "Colours. Default: ${DEFAULT-VALUE}.")
    int colours;

    @Option(names = "--seed", paramLabel = "N", description = "Random seed; the same seed gives the same board. Default: random (given in the answer).")
    Long seed;

    private final GenerateFloodItUseCase useCase;

    @Inject
    public FloodItGenerateCommand(GenerateFloodItUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        long seed = this.seed != null ? this.seed : GenerateFloodItCommand.randomSeed();
        GenerateFloodItResult r = useCase.generate(new GenerateFloodItCommand(rows, cols, colours, seed));
        FloodItAnswers.Generate doc = FloodItAnswers.generate(rows, cols, colours, seed, r);
        String remake = remake(seed);
        return new CliAnswer(doc, t -> {
            if (save.file == null) {
                t.out().println("# " + remake);
                t.out().print(doc.text());
            }
        }, () -> new Output.FloodItBoard(r.board(), remake), ExitCodes.OK);
    }

    /** The board's comment line: its seed, and the command that makes it again (a board file reads # lines as comments). */
    private String remake(long seed) {
        return "Flood-It " + rows + "x" + cols + ", " + colours + " colours, seed " + seed + ": floodit generate --rows "
                + rows + " --cols " + cols + " --colours " + colours + " --seed " + seed + " makes it again";
    }
}
