package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverCommand;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverResult;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverUseCase;
import org.gridpuzzle.application.port.out.floodit.LoadGraphPort;
import org.gridpuzzle.application.port.out.floodit.SaveFloodItBoardPort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.SimpleGraph;
import org.gridpuzzle.domain.floodit.internal.VertexCoverBoard;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;

/** Reads G, builds B_G, and writes it (colour characters, so at most 36 colours). */
public final class ReduceVertexCoverService implements ReduceVertexCoverUseCase {

    /** The least cover is computed exactly (by subsets) up to this many vertices. */
    static final int COVER_VERTICES = 20;

    private final LoadGraphPort graphs;
    private final SaveFloodItBoardPort boards;

    @Inject
    public ReduceVertexCoverService(LoadGraphPort graphs, SaveFloodItBoardPort boards) {
        this.graphs = graphs;
        this.boards = boards;
    }

    @Override
    public ReduceVertexCoverResult reduce(ReduceVertexCoverCommand command) {
        SimpleGraph g = graphs.loadGraph(command.graph());
        if (g.edges().isEmpty()) {
            throw new InvalidInputException(command.graph().name(), "the graph has no edges; the reduction needs one");
        }
        VertexCoverBoard vc = new VertexCoverBoard(g.vertices(), g.edges());
        int colours = vc.board().palette();
        if (colours > Board.MAX_COLOUR + 1) {
            throw new InvalidInputException(command.graph().name(), "B_G needs " + colours + " colours (m·r + |V| with r"
                    + " = 2m + |V|); the board format has " + (Board.MAX_COLOUR + 1));
        }
        int n = vc.board().columns();
        Board board = new Board(IntGrid.of(GridShape.of(2, n), vc.board().colours()));
        String text = null;
        if (command.output() != null) {
            boards.save(command.output(), board, command.limits());
        } else {
            text = boards.text(board);
        }
        int cover = g.vertices() <= COVER_VERTICES ? VertexCoverBoard.minimumCover(g.vertices(), g.edges()) : -1;
        return new ReduceVertexCoverResult(board, text, g.vertices(), g.edges().size(), n, colours, vc.baseMoves(), cover);
    }
}

