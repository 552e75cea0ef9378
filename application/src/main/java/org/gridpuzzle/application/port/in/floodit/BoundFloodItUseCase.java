package org.gridpuzzle.application.port.in.floodit;

import java.nio.file.Path;
import org.gridpuzzle.domain.grid.Position;

/** The admissible lower bounds of a board. */
public interface BoundFloodItUseCase {

    BoundFloodItResult bound(BoundFloodItCommand command);

    record BoundFloodItCommand(Path file, Integer line, Position pivot) {
    }

    /** Fixed bounds at the pivot, and the Free bound (colours present - 1). */
    record BoundFloodItResult(int components, int coloursLeft, int floodDistance, int releaseTimes, int freeBound) {
    }
}
