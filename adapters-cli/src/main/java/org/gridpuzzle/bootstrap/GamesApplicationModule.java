package org.gridpuzzle.bootstrap;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.games.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.games.SolveSnowmanUseCase;
import org.gridpuzzle.application.service.games.CheckPlanService;
import org.gridpuzzle.application.service.games.SolveSnowmanService;

/** The Sokoban and Snowman use cases and their services. */
@Module
interface GamesApplicationModule {

    @Binds
    CheckPlanUseCase checkPlan(CheckPlanService service);

    @Binds
    SolveSnowmanUseCase solveSnowman(SolveSnowmanService service);
}
