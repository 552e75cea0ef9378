package org.gridpuzzle.bootstrap;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.games.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.games.PlanGameUseCase;
import org.gridpuzzle.application.service.games.CheckPlanService;
import org.gridpuzzle.application.service.games.PlanGameService;

/** The Sokoban and Snowman use cases and their services. */
@Module
interface GamesApplicationModule {

    @Binds
    CheckPlanUseCase checkPlan(CheckPlanService service);

    @Binds
    PlanGameUseCase planGame(PlanGameService service);
}
