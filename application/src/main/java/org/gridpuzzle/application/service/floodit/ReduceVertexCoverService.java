package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverUseCase;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.reduction.SimpleGraph;
import org.gridpuzzle.domain.floodit.reduction.VertexCoverBoard;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;

/** Reads G, builds B_G, and writes it (colour characters, so at most 36 colours). */
public final class ReduceVertexCoverService implements ReduceVertexCoverUseCase {

    /** The board format's alphabet: 0-9 and a-z. */
    static final int BOARD_COLOURS = 36;

    private final FloodItFilePort files;

    @Inject
    public ReduceVertexCoverService(FloodItFilePort files) {
        this.files = files;
    }

    @Override
    public ReduceVertexCoverResult reduce(ReduceVertexCoverCommand command) {
        SimpleGraph g = files.loadGraph(command.graph());
        if (g.edges().isEmpty()) {
            throw new InvalidInputException(command.graph().toString(), "the graph has no edges; the reduction needs one");
        }
        VertexCoverBoard vc = new VertexCoverBoard(g.vertices(), g.edges());
        int colours = vc.board().palette();
        if (colours > BOARD_COLOURS) {
            throw new InvalidInputException(command.graph().toString(), "B_G needs " + colours + " colours (m·r + |V| with r"
                    + " = 2m + |V|); the board format has " + BOARD_COLOURS);
        }
        int n = vc.board().columns();
        Board board = new Board(IntGrid.of(GridShape.of(2, n), vc.board().colours()));
        String text = null;
        if (command.output() != null) {
            files.save(command.output(), board);
        } else {
            text = files.render(board);
        }
        int cover = g.vertices() <= 20 ? VertexCoverBoard.minimumCover(g.vertices(), g.edges()) : -1;
        return new ReduceVertexCoverResult(text, g.vertices(), g.edges().size(), n, colours, vc.baseMoves(), cover);
    }
}
