package org.gridpuzzle.application.port.out.sat;

import org.gridpuzzle.domain.sat.SatSolverFactory;

/** A chosen SAT back-end: what it is, in words for output, and how to make its solvers. */
public record SatBackend(String description, SatSolverFactory factory) {
}

