package org.gridpuzzle.application.service.floodit;

import org.gridpuzzle.domain.floodit.internal.StartBounds;
import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItResult;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.internal.FixedBounds;

/** Loads the board and computes its bounds at the pivot. */
public final class BoundFloodItService implements BoundFloodItUseCase {

    private final LoadFloodItBoardPort boards;

    @Inject
    public BoundFloodItService(LoadFloodItBoardPort boards) {
        this.boards = boards;
    }

    @Override
    public BoundFloodItResult bound(BoundFloodItCommand command) {
        Board board = boards.loadBoard(command.source(), command.line());
        int pivot = board.vertex(FloodItPivots.resolve(board, command.pivot(), command.source()));
        // the Fixed bounds need the graph: sized before it is built, against the command's memory budget (the one its
        // input is read within), a board too large is refused with its size
        board.checkGraphFits(command.source().reading());
        return of(board, pivot);
    }

    /**
     * The bounds of a board at a pivot vertex: shared with the check, which bounds the position its moves reach. The
     * caller has sized the graph ({@link Board#checkGraphFits}).
     */
    static BoundFloodItResult of(Board board, int pivot) {
        StartBounds b = FixedBounds.atStart(board.graph(), pivot);
        return new BoundFloodItResult(b.components(), b.lowerBound(), b.coloursLeft(), b.floodDistance(),
                b.releaseTimes(), board.coloursPresent() - 1);
    }
}

