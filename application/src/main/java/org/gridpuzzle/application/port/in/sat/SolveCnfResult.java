package org.gridpuzzle.application.port.in.sat;

import org.gridpuzzle.domain.sat.SatStatus;

/** @param model the model when SAT ({@code model[v]}, index 0 unused), else null */
public record SolveCnfResult(int variables, int clauses, String solver, SatStatus status, boolean[] model, long nanos) {
}

