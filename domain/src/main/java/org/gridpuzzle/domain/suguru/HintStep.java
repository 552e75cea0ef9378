package org.gridpuzzle.domain.suguru;

import java.util.List;
import org.gridpuzzle.domain.grid.Position;

/**
 * One logical step: either a placement (one target cell, one value) or eliminations (values removed
 * from the candidates of the target cells), with the cells that justify it and a sentence.
 */
public record HintStep(Technique technique, boolean placement, List<Position> targets, List<Integer> values,
        List<Position> because, String explanation) {

    public HintStep {
        targets = List.copyOf(targets);
        values = List.copyOf(values);
        because = List.copyOf(because);
    }
}
