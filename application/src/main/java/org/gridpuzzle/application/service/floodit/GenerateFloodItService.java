package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import java.util.Random;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItResult;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.SaveFloodItBoardPort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;

/** Uniform random colours 1..k (written 1-9, a-z); the same seed gives the same board. */
public final class GenerateFloodItService implements GenerateFloodItUseCase {

    private final SaveFloodItBoardPort text;

    @Inject
    public GenerateFloodItService(SaveFloodItBoardPort text) {
        this.text = text;
    }

    @Override
    public GenerateFloodItResult generate(GenerateFloodItCommand command) {
        Random random = new Random(command.seed());
        int[] colours = new int[command.rows() * command.cols()];
        for (int i = 0; i < colours.length; i++) {
            colours[i] = 1 + random.nextInt(command.colours());
        }
        Board board = new Board(IntGrid.of(GridShape.of(command.rows(), command.cols()), colours));
        return new GenerateFloodItResult(board, text.text(board));
    }
}

