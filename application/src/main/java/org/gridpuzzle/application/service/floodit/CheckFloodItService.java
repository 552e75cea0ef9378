package org.gridpuzzle.application.service.floodit;

import org.gridpuzzle.domain.floodit.internal.ReplayResult;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.application.error.CellOutsideGridException;
import org.gridpuzzle.application.port.in.floodit.CellMove;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItResult;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.application.port.out.floodit.SaveFloodItBoardPort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.internal.Replay;
import org.gridpuzzle.domain.grid.IntGrid;

/** Turns the moves into board moves (Fixed at the pivot), replays them, and draws the board they leave. */
public final class CheckFloodItService implements CheckFloodItUseCase {

    private final LoadFloodItBoardPort boards;
    private final SaveFloodItBoardPort text;

    @Inject
    public CheckFloodItService(LoadFloodItBoardPort boards, SaveFloodItBoardPort text) {
        this.boards = boards;
        this.text = text;
    }

    @Override
    public CheckFloodItResult check(CheckFloodItCommand command) {
        Board board = boards.loadBoard(command.source(), command.line());
        int pivot = board.vertex(FloodItPivots.resolve(board, command.pivot(), command.source()));
        List<Move> moves = new ArrayList<>();
        for (CellMove m : command.moves()) {
            if (command.mode() == Mode.FIXED) {
                moves.add(new Move(pivot, m.colour()));
            } else if (m.cell() != null && board.shape().contains(m.cell())) {
                moves.add(new Move(board.vertex(m.cell()), m.colour()));
            } else {
                throw new CellOutsideGridException(command.source().name(), CellOutsideGridException.Role.MOVE,
                        moves.size() + 1, m.cell(), board.shape());
            }
        }
        // sized before anything is built, against the command's memory budget (the one its input is read within): the
        // replay and the graph of the position its moves reach, which the bounds of that position need, held at once
        command.source().reading().checkMemory("replaying moves on the " + board.shape().rows() + "x"
                + board.shape().cols() + " board", Replay.bytes(board) + board.graphBytes());
        ReplayResult r = Replay.play(board.graph(), command.mode(), pivot, moves);
        Board after = new Board(IntGrid.of(board.shape(), r.colours()));
        return new CheckFloodItResult(board, r.flooded(), r.error(), r.coloursLeft(), after, text.text(after),
                r.movesPlayed(), BoundFloodItService.of(after, pivot));
    }
}

