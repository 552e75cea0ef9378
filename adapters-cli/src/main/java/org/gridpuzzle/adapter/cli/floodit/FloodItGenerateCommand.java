package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItResult;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "generate", mixinStandardHelpOptions = true, description = "A random board.")
public final class FloodItGenerateCommand extends AnsweringCommand {

    @Option(names = "--rows", required = true, paramLabel = "R", description = "Rows.")
    int rows;

    @Option(names = "--cols", required = true, paramLabel = "C", description = "Columns.")
    int cols;

    @Option(names = "--colours", defaultValue = "6", paramLabel = "K", description = "Colours (1..35). Default: ${DEFAULT-VALUE}.")
    int colours;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Random seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    private final GenerateFloodItUseCase useCase;

    @Inject
    public FloodItGenerateCommand(GenerateFloodItUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        GenerateFloodItResult r = useCase.generate(new GenerateFloodItCommand(rows, cols, colours, seed));
        FloodItAnswers.Generate doc = FloodItAnswers.generate(rows, cols, colours, seed, r);
        return new CliAnswer(doc, t -> {
            if (save.file == null) {
                t.out().print(doc.text());
            }
        }, () -> AnswerPictures.floodItGenerate(r), ExitCodes.OK);
    }
}
