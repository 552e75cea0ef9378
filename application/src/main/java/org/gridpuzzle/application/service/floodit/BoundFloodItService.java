package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.ColouredGraph;
import org.gridpuzzle.domain.floodit.FixedBounds;

public final class BoundFloodItService implements BoundFloodItUseCase {

    private final FloodItFilePort files;

    @Inject
    public BoundFloodItService(FloodItFilePort files) {
        this.files = files;
    }

    @Override
    public BoundFloodItResult bound(BoundFloodItCommand command) {
        Board board = files.load(command.file(), command.line());
        int pivot = board.vertex(FloodItPivots.resolve(board, command.pivot(), command.file()));
        ColouredGraph.Contraction c = board.graph().contract();
        ColouredGraph g = c.graph();
        long[] flooded = new long[(g.vertexCount() + 63) >>> 6];
        int comp = c.componentOf()[pivot];
        flooded[comp >>> 6] |= 1L << comp;
        int n = g.vertexCount();
        return new BoundFloodItResult(n, FixedBounds.coloursLeft(g, flooded),
                FixedBounds.floodDistance(g, flooded, new int[n], new int[n]), FixedBounds.bound(g, flooded),
                g.coloursPresent() - 1);
    }
}
