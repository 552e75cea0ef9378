package org.gridpuzzle.experiment.port.in.planning;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import java.util.Objects;
import org.gridpuzzle.application.port.in.planning.PlanBackend;

/**
 * One configuration of a Sokoban benchmark: our SAT planner with a strategy and an encoding, or an ASP model.
 *
 * @param options the SAT planner's options (with a model back-end only their step cap counts)
 * @param backend what plans the levels
 */
public record SokobanConfiguration(PlanOptions options, PlanBackend backend) {

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
            PlanStrategy s = options.strategy();
            return s == PlanStrategy.SEARCH || s == PlanStrategy.SEARCH_OPTIMAL
                    || s == PlanStrategy.FESS ? "-"
                    : s == PlanStrategy.HYBRID ? "path" : options.encoding().label();
        }
        String model = backend.model() == null ? "fair" : backend.model();
        return backend.steps() == PlanBackend.TITLE_BOUND ? model + "@K" : model;
    }
}
