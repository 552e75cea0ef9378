package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.domain.planning.internal.PlanSearch;

/** Plans Sokoban or Snowman levels by SAT (see {@link PlanSearch} for the strategies). */
public interface PlanGameUseCase {

    PlanGameResult plan(PlanGameCommand command);
}

