package org.gridpuzzle.experiment.port.in.planning;

import java.util.Objects;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.domain.planning.PlanSearch;

/**
 * One configuration of a Sokoban benchmark: our SAT planner with a strategy and an encoding, or an ASP model.
 *
 * @param options the SAT planner's options (with a model back-end only their step cap counts)
 * @param backend what plans the levels
 */
public record SokobanConfiguration(PlanSearch.Options options, PlanBackend backend) {

    public SokobanConfiguration {
        Objects.requireNonNull(options, "options");
        backend = backend == null ? PlanBackend.sat() : backend;
    }

    /** The table's two columns: strategy (or back-end) and encoding (or model). */
    public String strategy() {
        return backend.kind() == PlanBackend.Kind.SAT ? options.strategy().label() : backend.kind().label();
    }

    public String encoding() {
        if (backend.kind() == PlanBackend.Kind.SAT) {
            // the searches alone use no encoding; the hybrid's SAT descent uses path
            PlanSearch.Strategy s = options.strategy();
            return s == PlanSearch.Strategy.SEARCH || s == PlanSearch.Strategy.SEARCH_OPTIMAL
                    || s == PlanSearch.Strategy.FESS ? "-"
                    : s == PlanSearch.Strategy.HYBRID ? "path" : options.encoding().label();
        }
        String model = backend.model() == null ? "fair" : backend.model();
        return backend.steps() == PlanBackend.TITLE_BOUND ? model + "@K" : model;
    }
}
