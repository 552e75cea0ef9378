package org.gridpuzzle.domain.suguru;

import java.util.List;
import org.gridpuzzle.domain.grid.Position;

/**
 * One logical step: either a placement (one target cell, one value) or eliminations (values removed
 * from the candidates of the target cells), with the cells that justify it and a sentence.
 *
 * @param technique the technique the step uses
 * @param placement true for a placement, false for eliminations
 * @param targets the cells the step fills or removes candidates from
 * @param values the value placed, or the values removed
 * @param because the cells that justify the step
 * @param explanation the step in a sentence, for a person
 * @param candidates every cell's candidates just before the step (bit {@code v - 1} for the value v; a filled cell
 *     has its value alone), so a picture can draw the pencil marks and strike out what the step removes; empty
 *     when not recorded
 */
public record HintStep(Technique technique, boolean placement, List<Position> targets, List<Integer> values,
        List<Position> because, String explanation, List<Long> candidates) {

    /**
     * Copies the lists, so that a step stays as it was made.
     *
     * @param technique the technique the step uses
     * @param placement true for a placement, false for eliminations
     * @param targets the cells the step fills or removes candidates from
     * @param values the value placed, or the values removed
     * @param because the cells that justify the step
     * @param explanation the step in a sentence, for a person
     * @param candidates every cell's candidates just before the step, or empty
     */
    public HintStep {
        targets = List.copyOf(targets);
        values = List.copyOf(values);
        because = List.copyOf(because);
        candidates = List.copyOf(candidates);
    }

    /**
     * A step without its candidates.
     *
     * @param technique the technique the step uses
     * @param placement true for a placement, false for eliminations
     * @param targets the cells the step fills or removes candidates from
     * @param values the value placed, or the values removed
     * @param because the cells that justify the step
     * @param explanation the step in a sentence, for a person
     */
    public HintStep(Technique technique, boolean placement, List<Position> targets, List<Integer> values,
            List<Position> because, String explanation) {
        this(technique, placement, targets, values, because, explanation, List.of());
    }

    /**
     * The same step with the candidates it was taken from.
     *
     * @param before every cell's candidates just before the step, as in {@link #candidates()}
     * @return the step with those candidates
     */
    public HintStep from(long[] before) {
        Long[] boxed = new Long[before.length];
        for (int i = 0; i < before.length; i++) {
            boxed[i] = before[i];
        }
        return new HintStep(technique, placement, targets, values, because, explanation, List.of(boxed));
    }
}
