package org.gridpuzzle.adapter.planner;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;
import org.gridpuzzle.domain.search.Limits;

/** The external planners by model: Sokoban's ASP models to gringo and clasp, Snowman's MiniZinc models to minizinc. */
@Singleton
public final class ExternalPlannerAdapter implements SolvePlanningModelPort {

    private final AspPlanner asp = new AspPlanner();
    private final MiniZincPlanner minizinc = new MiniZincPlanner();

    @Inject
    public ExternalPlannerAdapter() {
        // the planners hold nothing but their program names
    }

    @Override
    public ModelAnswer decide(ModelQuery query, Limits limits) {
        return query.model().name().startsWith("ASP_") ? asp.decide(query, limits) : minizinc.decide(query, limits);
    }
}
