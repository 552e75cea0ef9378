package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import java.util.OptionalInt;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Replay;
import org.gridpuzzle.domain.grid.IntGrid;

public final class CheckFloodItService implements CheckFloodItUseCase {

    private final FloodItFilePort files;

    @Inject
    public CheckFloodItService(FloodItFilePort files) {
        this.files = files;
    }

    @Override
    public CheckFloodItResult check(CheckFloodItCommand command) {
        Board board = files.load(command.file(), command.line());
        int pivot = board.vertex(FloodItPivots.resolve(board, command.pivot(), command.file()));
        Replay.Result r = Replay.play(board.graph(), command.mode() == null ? Mode.FIXED : command.mode(), pivot,
                command.moves(), OptionalInt.empty());
        Board after = new Board(IntGrid.of(board.colours().shape(), r.colours()));
        return new CheckFloodItResult(board, r.flooded(), r.error(), r.coloursLeft(), after, r.movesPlayed());
    }
}
