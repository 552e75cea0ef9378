package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItResult;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Replay moves; exit 0 when they flood the board, 3 with what is left otherwise.")
public final class FloodItCheckCommand implements Callable<Integer> {

    @Mixin
    BoardOptions board;

    @Mixin
    ModeOption mode;

    @Parameters(index = "1", paramLabel = "MOVES", description = "Fixed: colour characters (\"3142\"); free: \"row,col:colour\" items.")
    String moves;

    private final CheckFloodItUseCase useCase;
    private final Terminal terminal;

    @Inject
    public FloodItCheckCommand(CheckFloodItUseCase useCase, Terminal terminal) {
        this.useCase = useCase;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        CheckFloodItResult r = useCase.check(new CheckFloodItCommand(board.file, board.line, mode.mode, board.pivot,
                Moves.parse(moves, mode.mode)));
        if (r.flooded()) {
            terminal.out().println("flooded in " + r.moves() + " moves");
            return ExitCodes.OK;
        }
        terminal.out().println(r.error() != null ? "invalid: " + r.error()
                : "not flooded: " + r.coloursLeft() + " colours left after " + r.moves() + " moves");
        terminal.out().print(r.after());
        return ExitCodes.NO_SOLUTION;
    }
}

