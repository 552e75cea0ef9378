package org.gridpuzzle.adapter.cli.floodit;

import org.gridpuzzle.adapter.cli.TextAnswers;
import jakarta.inject.Inject;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "bound", mixinStandardHelpOptions = true, description = "The admissible lower bounds of a board.")
public final class FloodItBoundCommand extends AnsweringCommand implements TextAnswers {

    @Mixin
    BoardOptions board;

    private final BoundFloodItUseCase useCase;

    @Inject
    public FloodItBoundCommand(BoundFloodItUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        FloodItAnswers.Bound doc = FloodItAnswers.bound(useCase.bound(new BoundFloodItCommand(
                answering.source(board.file), board.line, board.pivot)));
        String text = "components: " + doc.components() + "\n"
                + "fixed, colours left: " + doc.fixedColoursLeft() + "\n"
                + "fixed, flood distance: " + doc.fixedFloodDistance() + "\n"
                + "fixed, release times (the bound the exact search uses): " + doc.fixedReleaseTimes() + "\n"
                + "fixed, lower bound (the best of the three): " + doc.fixedLowerBound() + "\n"
                + "free, colours present - 1: " + doc.freeLowerBound() + "\n";
        return new CliAnswer(doc, t -> t.out().print(text), () -> new Output.Text(text), ExitCodes.OK);
    }
}
