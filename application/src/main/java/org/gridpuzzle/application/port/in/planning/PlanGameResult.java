package org.gridpuzzle.application.port.in.planning;

import java.util.List;
import org.gridpuzzle.domain.reachability.EncodingKind;

/** @param solver what ran the formulas */
public record PlanGameResult(String solver, EncodingKind encoding, List<LevelPlan> levels) {

    public PlanGameResult {
        levels = List.copyOf(levels);
    }
}

