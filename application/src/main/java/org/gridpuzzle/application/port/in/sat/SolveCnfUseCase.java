package org.gridpuzzle.application.port.in.sat;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;

/** Solve a DIMACS file with the embedded or an external solver. */
public interface SolveCnfUseCase {

    SolveCnfResult solve(SolveCnfCommand command);

    record SolveCnfCommand(Path file, String solver, Limits limits) {
        public SolveCnfCommand {
            Objects.requireNonNull(file, "file");
            limits = limits == null ? Limits.none() : limits;
        }
    }

    /** @param model the model when SAT ({@code model[v]}, index 0 unused), else null */
    record SolveCnfResult(int variables, int clauses, String solver, SatStatus status, boolean[] model, long nanos) {
    }
}
