package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.List;
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
import org.gridpuzzle.application.port.in.floodit.CellMove;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItResult;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItUseCase;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Replay moves; exit 0 when they flood the board, 3 with what is left otherwise.",
            "MOVES may be @FILE, such as the .moves file that 'floodit solve -o' writes."})
public final class FloodItCheckCommand implements Callable<Integer> {

    @Mixin
    BoardOptions board;

    @Mixin
    ModeOption mode;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "MOVES",
            description = "Fixed: colour characters (\"3142\"); free: \"row,col:colour\" items.")
    List<String> moves;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    private final CheckFloodItUseCase useCase;
    private final Terminal terminal;
    private final AnswerFiles files;

    @Inject
    public FloodItCheckCommand(CheckFloodItUseCase useCase, Terminal terminal, AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.files = files;
    }

    @Override
    public Integer call() {
        List<CellMove> parsed = Moves.parse(String.join(" ", moves), mode.mode);
        CheckFloodItResult r = useCase.check(new CheckFloodItCommand(PuzzleSource.file(board.file), board.line, mode.mode, board.pivot, parsed));
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("flooded", r.flooded());
        doc.put("moves", r.moves());
        doc.put("coloursLeft", r.coloursLeft());
        doc.put("error", r.error());
        doc.put("after", r.afterText());
        if (output.json) {
            JsonOutput.print(terminal.out(), doc);
        } else if (r.flooded()) {
            terminal.out().println("flooded in " + r.moves() + " moves");
        } else {
            terminal.out().println(r.error() != null ? "invalid: " + r.error()
                    : "not flooded: " + r.coloursLeft() + " colours left after " + r.moves() + " moves");
            terminal.out().print(r.afterText());
        }
        files.save(save.file, () -> new Output.FloodItMoves(r.board(), mode.mode, mode.mode == Mode.FIXED
                ? pivot() : null, played(r, parsed)), () -> doc);
        return r.flooded() ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }

    private Position pivot() {
        return board.pivot == null ? Position.of(0, 0) : board.pivot;
    }

    /** The legal moves as board moves, for the picture of the replay. */
    private List<Move> played(CheckFloodItResult r, List<CellMove> parsed) {
        int pivot = r.board().vertex(pivot());
        return parsed.subList(0, r.moves()).stream().map(m -> new Move(m.cell() == null ? pivot
                : r.board().vertex(m.cell()), m.colour())).toList();
    }
}
