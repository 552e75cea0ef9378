package org.gridpuzzle.adapter.cli.floodit;

import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.domain.floodit.Mode;
import picocli.CommandLine.Option;

/** {@code --mode fixed|free}. */
final class ModeOption {

    @Option(names = "--mode", paramLabel = "MODE", converter = Converters.FloodItMode.class,
            completionCandidates = Converters.FloodItMode.class,
            description = "fixed (every move at the pivot) or free (moves anywhere). Default: ${DEFAULT-VALUE}.")
    Mode mode;
}

