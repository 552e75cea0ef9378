package org.gridpuzzle.application.service.floodit;

import jakarta.inject.Inject;
import java.util.Random;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItUseCase;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;

/** Uniform random colours 1..k (written 1-9, a-z); the same seed gives the same board. */
public final class GenerateFloodItService implements GenerateFloodItUseCase {

    private final FloodItFilePort files;

    @Inject
    public GenerateFloodItService(FloodItFilePort files) {
        this.files = files;
    }

    @Override
    public String generate(GenerateFloodItCommand command) {
        Random random = new Random(command.seed());
        int[] colours = new int[command.rows() * command.cols()];
        for (int i = 0; i < colours.length; i++) {
            colours[i] = 1 + random.nextInt(command.colours());
        }
        return files.render(new Board(IntGrid.of(GridShape.of(command.rows(), command.cols()), colours)));
    }
}
