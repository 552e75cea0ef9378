package org.gridpuzzle.domain;

import org.gridpuzzle.domain.sat.SatSolverFactory;

/** What the facades share. */
final class Facades {

    /** The solvers of a strategy that asks SAT nothing: a call is an error of ours. */
    static final SatSolverFactory NO_SAT = () -> {
        throw new IllegalStateException("the search strategies ask no SAT solver");
    };

    private Facades() {
    }
}
