package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
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
        List<Move> moves = new ArrayList<>();
        for (CellMove m : command.moves()) {
            if (command.mode() == Mode.FIXED) {
                moves.add(new Move(pivot, m.colour()));
            } else if (m.cell() != null && board.colours().shape().contains(m.cell())) {
                moves.add(new Move(board.vertex(m.cell()), m.colour()));
            } else {
                throw new InvalidInputException(command.file().toString(), "move " + (moves.size() + 1) + " at "
                        + m.cell() + " is outside the " + board.colours().shape() + " board");
            }
        }
        Replay.Result r = Replay.play(board.graph(), command.mode(), pivot, moves, OptionalInt.empty());
        Board after = new Board(IntGrid.of(board.colours().shape(), r.colours()));
        return new CheckFloodItResult(board, r.flooded(), r.error(), r.coloursLeft(), files.render(after), r.movesPlayed());
    }
}
