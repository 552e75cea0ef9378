package org.gridpuzzle.domain.suguru;

import java.util.List;
import org.gridpuzzle.domain.grid.Position;

/**
 * One logical step: either a placement (one target cell, one value) or eliminations (values removed
 * from the candidates of the target cells), with the cells that justify it and a sentence.
 *
 * @param candidates every cell's candidates just before the step (bit {@code v - 1} for the value v; a filled cell
 *     has its value alone), so a picture can draw the pencil marks and strike out what the step removes; empty
 *     when not recorded
 */
public record HintStep(Technique technique, boolean placement, List<Position> targets, List<Integer> values,
        List<Position> because, String explanation, List<Long> candidates) {

    public HintStep {
        targets = List.copyOf(targets);
        values = List.copyOf(values);
        because = List.copyOf(because);
        candidates = List.copyOf(candidates);
    }

    public HintStep(Technique technique, boolean placement, List<Position> targets, List<Integer> values,
            List<Position> because, String explanation) {
        this(technique, placement, targets, values, because, explanation, List.of());
    }

    /** The same step with the candidates it was taken from. */
    public HintStep from(long[] before) {
        Long[] boxed = new Long[before.length];
        for (int i = 0; i < before.length; i++) {
            boxed[i] = before[i];
        }
        return new HintStep(technique, placement, targets, values, because, explanation, List.of(boxed));
    }
}
