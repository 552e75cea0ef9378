package org.gridpuzzle.adapter.cli.floodit;

import org.gridpuzzle.application.operation.Outcome;
import jakarta.inject.Inject;
import java.util.List;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.floodit.CellMove;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItResult;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItUseCase;
import org.gridpuzzle.domain.floodit.Mode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import org.gridpuzzle.format.floodit.MovesFormat;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Replay moves; exit 0 when they flood the board, 3 with what is left otherwise.",
            "MOVES may be @FILE, such as the .moves file that 'floodit solve -o' writes."})
public final class FloodItCheckCommand extends AnsweringCommand {

    @Mixin
    BoardOptions board;

    @Mixin
    ModeOption mode;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "MOVES",
            description = "Fixed: colour characters (\"3142\"); free: \"rROWcCOL:colour\" items, rows and columns"
                    + " from 1 (\"r4c2:3\"; the old \"3,1:3\", from 0, is read with a warning).")
    List<String> moves;

    private final CheckFloodItUseCase useCase;

    @Inject
    public FloodItCheckCommand(CheckFloodItUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        PuzzleSource source = answering.source(board.file);
        String text = String.join(" ", moves);
        if (mode.mode == Mode.FREE && MovesFormat.zeroBased(text)) {
            answering.warn("moves written row,col:colour count from 0 (the old form); write rROWcCOL:colour, counted"
                    + " from 1 as the captions are (3,1:4 is r4c2:4)");
        }
        List<CellMove> parsed = Moves.parse(text, mode.mode);
        CheckFloodItResult r = useCase.check(new CheckFloodItCommand(source, board.line, mode.mode, board.pivot, parsed));
        FloodItAnswers.Check doc = FloodItAnswers.check(source, mode.mode, r);
        return new CliAnswer(doc, t -> print(t, doc), () -> AnswerPictures.floodItCheck(r, mode.mode, board.pivot,
                parsed),
                Outcome.of(doc.flooded(), null).exitCode());
    }

    private static void print(Terminal terminal, FloodItAnswers.Check doc) {
        if (doc.flooded()) {
            terminal.out().println("flooded in " + doc.moves() + " moves");
            return;
        }
        terminal.out().println(doc.problem() != null ? "invalid: " + doc.problem()
                : "not flooded: " + doc.coloursLeft() + " colours left after " + doc.moves() + " moves");
        terminal.out().print(doc.after());
    }
}
