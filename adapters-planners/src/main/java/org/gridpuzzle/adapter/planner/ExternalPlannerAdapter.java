package org.gridpuzzle.adapter.planner;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.gridpuzzle.application.port.out.output.SaveFilePort;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;
import org.gridpuzzle.domain.search.Limits;

/** The external planners by model: Sokoban's ASP models to gringo and clasp, Snowman's MiniZinc models to minizinc. */
@Singleton
public final class ExternalPlannerAdapter implements SolvePlanningModelPort {

    private final AspPlanner asp;
    private final MiniZincPlanner minizinc;

    /** @param files where the generated models are saved when a dump is asked for */
    @Inject
    public ExternalPlannerAdapter(SaveFilePort files) {
        asp = new AspPlanner(files);
        minizinc = new MiniZincPlanner(files);
    }

    @Override
    public ModelAnswer decide(ModelQuery query, Limits limits) {
        return query.model().name().startsWith("ASP_") ? asp.decide(query, limits) : minizinc.decide(query, limits);
    }
}
