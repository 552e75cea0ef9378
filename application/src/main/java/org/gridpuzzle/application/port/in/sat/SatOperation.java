package org.gridpuzzle.application.port.in.sat;

import org.gridpuzzle.application.operation.CommonFields;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.Described;
import org.gridpuzzle.application.operation.OperationSpec;

/** Solving a DIMACS CNF (the command line's {@code sat}). */
public enum SatOperation implements Described {
    SOLVE("sat", "Solve a DIMACS CNF.", CommonFields.SAT_SOLVER);

    private final OperationSpec spec;

    SatOperation(String operation, String summary, FieldSpec... fields) {
        OperationSpec spec = OperationSpec.of(operation, summary, fields);
        this.spec = spec;
    }

    @Override
    public OperationSpec spec() {
        return spec;
    }
}
