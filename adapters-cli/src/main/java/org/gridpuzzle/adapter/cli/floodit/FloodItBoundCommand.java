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
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItResult;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "bound", mixinStandardHelpOptions = true, description = "The admissible lower bounds of a board.")
public final class FloodItBoundCommand implements Callable<Integer> {

    @Mixin
    BoardOptions board;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    private final BoundFloodItUseCase useCase;
    private final Terminal terminal;
    private final AnswerFiles files;

    @Inject
    public FloodItBoundCommand(BoundFloodItUseCase useCase, Terminal terminal, AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.files = files;
    }

    @Override
    public Integer call() {
        BoundFloodItResult r = useCase.bound(new BoundFloodItCommand(PuzzleSource.file(board.file), board.line, board.pivot));
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("components", r.components());
        doc.put("fixedColoursLeft", r.coloursLeft());
        doc.put("fixedFloodDistance", r.floodDistance());
        doc.put("fixedReleaseTimes", r.releaseTimes());
        doc.put("freeBound", r.freeBound());
        String text = "components: " + r.components() + "\n"
                + "fixed, colours left: " + r.coloursLeft() + "\n"
                + "fixed, flood distance: " + r.floodDistance() + "\n"
                + "fixed, release times (the bound the exact search uses): " + r.releaseTimes() + "\n"
                + "free, colours present - 1: " + r.freeBound() + "\n";
        if (output.json) {
            JsonOutput.print(terminal.out(), doc);
        } else {
            terminal.out().print(text);
        }
        files.save(save.file, () -> new Output.Text(text), () -> doc);
        return ExitCodes.OK;
    }
}
