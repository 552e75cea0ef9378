package org.gridpuzzle.bootstrap;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.games.CheckPlanUseCase;
import org.gridpuzzle.application.service.games.CheckPlanService;

/** The Sokoban and Snowman use cases and their services. */
@Module
interface GamesApplicationModule {

    @Binds
    CheckPlanUseCase checkPlan(CheckPlanService service);
}
