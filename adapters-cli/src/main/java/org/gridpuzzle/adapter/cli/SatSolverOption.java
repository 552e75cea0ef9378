package org.gridpuzzle.adapter.cli;

import picocli.CommandLine.Option;

/** {@code --sat-solver}: which back-end runs the formula. */
public final class SatSolverOption {

    @Option(names = "--sat-solver", paramLabel = "CMD", description = "sat4j (embedded, default), auto (first of kissat, cadical, minisat on the PATH; else sat4j, with a warning), "
                    + "or a DIMACS solver command line such as \"cadical -q\".")
    public String solver;
}

