package org.gridpuzzle.adapter.planner;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;

/** Binds the external planners. */
@Module
public interface PlannerAdapterModule {

    @Binds
    SolvePlanningModelPort planners(ExternalPlannerAdapter adapter);
}
