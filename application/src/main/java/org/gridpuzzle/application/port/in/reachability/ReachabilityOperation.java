package org.gridpuzzle.application.port.in.reachability;

import static org.gridpuzzle.application.operation.CommonFields.NAME;
import static org.gridpuzzle.application.operation.CommonFields.SAT_BACKEND;
import static org.gridpuzzle.application.operation.CommonFields.SAT_SOLVER;
import static org.gridpuzzle.application.operation.CommonFields.TEXT;
import static org.gridpuzzle.application.operation.CommonFields.TIMEOUT_MS;

import org.gridpuzzle.application.operation.FieldKind;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.Described;
import org.gridpuzzle.application.operation.OperationSpec;
import org.gridpuzzle.domain.reachability.EncodingKind;

/** The grid reachability operations and their requests. */
public enum ReachabilityOperation implements Described {
    READ("reach/read", "Read and draw a map.", TEXT, NAME),
    SOLVE("reach/solve", "Is the target reachable? A SAT encoding answers; the path and component are drawn.", TEXT,
            NAME, FieldSpec.of("from", FieldKind.CELL, "Source (default the map's S)."),
            FieldSpec.of("to", FieldKind.CELL, "Target (default the map's T)."),
            FieldSpec.choice("encoding", "Reachability encoding.", EncodingKind.class).byDefault(EncodingKind.PATH),
            SAT_BACKEND, FieldSpec.flag("implied", "Add implied distance constraints (dag, tree): 'not reachable' is"
                    + " then found sooner."), TIMEOUT_MS, SAT_SOLVER);

    private final OperationSpec spec;

    ReachabilityOperation(String operation, String summary, FieldSpec... fields) {
        OperationSpec spec = OperationSpec.of(operation, summary, fields);
        // the command line answers reach/solve as gridpuzzle reach
        this.spec = operation.equals("reach/solve") ? spec.onCommand("reach") : spec;
    }

    @Override
    public OperationSpec spec() {
        return spec;
    }
}
