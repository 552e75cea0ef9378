package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.application.service.planning.CheckPlanService;
import org.gridpuzzle.application.service.planning.PlanGameService;

/** The Sokoban and Snowman use cases and their services. */
@Module
public interface PlanningApplicationModule {

    @Binds
    CheckPlanUseCase checkPlan(CheckPlanService service);

    @Binds
    PlanGameUseCase planGame(PlanGameService service);
}

