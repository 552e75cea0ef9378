package org.gridpuzzle.experiment.port.in.planning;

import java.util.List;
import org.gridpuzzle.application.port.in.planning.LevelPlan;

/**
 * One configuration over the set, level by level in file order, with the paper's totals.
 *
 * @param strategy the strategy, or the back-end ({@code asp})
 * @param encoding the encoding, or the model
 * @param pushes the pushes of the solved levels, summed
 * @param par2Seconds the time of every solved level plus twice the limit for every unsolved one
 * @param unsolved the numbers of the unsolved levels
 * @param refuted with a configuration that decides one bound: levels answered "no plan within the bound" (decided, so
 *     counted with their time in PAR-2, and not among the unsolved)
 */
public record ConfigurationRun(String strategy, String encoding, List<LevelPlan> levels, int solved,
        int proved, long pushes, double par2Seconds, List<Integer> unsolved, int refuted) {

    public ConfigurationRun {
        levels = List.copyOf(levels);
        unsolved = List.copyOf(unsolved);
    }

    /** strategy/encoding, as the tables name a configuration. */
    public String label() {
        return strategy + "/" + encoding;
    }
}

