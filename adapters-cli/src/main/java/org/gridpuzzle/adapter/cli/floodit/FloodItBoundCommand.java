package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItResult;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "bound", mixinStandardHelpOptions = true, description = "The admissible lower bounds of a board.")
public final class FloodItBoundCommand implements Callable<Integer> {

    @Mixin
    BoardOptions board;

    private final BoundFloodItUseCase useCase;
    private final Terminal terminal;

    @Inject
    public FloodItBoundCommand(BoundFloodItUseCase useCase, Terminal terminal) {
        this.useCase = useCase;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        BoundFloodItResult r = useCase.bound(new BoundFloodItCommand(board.file, board.line, board.pivot));
        var out = terminal.out();
        out.println("components: " + r.components());
        out.println("fixed, colours left: " + r.coloursLeft());
        out.println("fixed, flood distance: " + r.floodDistance());
        out.println("fixed, release times (the bound the exact search uses): " + r.releaseTimes());
        out.println("free, colours present - 1: " + r.freeBound());
        return ExitCodes.OK;
    }
}

