package org.gridpuzzle.experiment.adapter.cli;

import picocli.CommandLine.Option;

/** The SAT back-end of the planning benchmarks. */
final class PlanningBenchOptions {

    @Option(names = "--sat-solver", defaultValue = "auto", paramLabel = "CMD", description = "Default: ${DEFAULT-VALUE}.")
    String solver;
}

