package org.gridpuzzle.experiment.port.out.data;

import java.util.Optional;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** One benchmark puzzle with its file name and the published answer when there is one. */
public record SuguruInstance(String name, SuguruPuzzle puzzle, Optional<IntGrid> answer) {
}

