package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItResult;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    private final GenerateFloodItUseCase useCase;
    private final Terminal terminal;
    private final AnswerFiles files;

    @Inject
    public FloodItGenerateCommand(GenerateFloodItUseCase useCase, Terminal terminal, AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.files = files;
    }

    @Override
    public Integer call() {
        GenerateFloodItResult r = useCase.generate(new GenerateFloodItCommand(rows, cols, colours, seed));
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("rows", rows);
        doc.put("cols", cols);
        doc.put("colours", colours);
        doc.put("seed", seed);
        doc.put("board", r.text().lines().toList());
        if (output.json) {
            JsonOutput.print(terminal.out(), doc);
        } else if (save.file == null) {
            terminal.out().print(r.text());
        }
        files.save(save.file, () -> new Output.FloodItBoard(r.board()), () -> doc);
        return ExitCodes.OK;
    }
}
