package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import org.gridpuzzle.clikit.CommandFamily;
import picocli.CommandLine.Command;

/** {@code gridpuzzle bench}: side-by-side measurements (not tests: run them on a quiet machine). */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks: solvers measured side by side in one run.",
        subcommands = {BenchSuguruCommand.class, BenchReachCommand.class, BenchFloodItCommand.class, BenchTwoRowCommand.class,
            BenchSnowmanCommand.class, BenchSokobanCommand.class})
public final class BenchCommand implements CommandFamily {

    @Inject
    public BenchCommand() {
        // a container for the subcommands
    }
}

