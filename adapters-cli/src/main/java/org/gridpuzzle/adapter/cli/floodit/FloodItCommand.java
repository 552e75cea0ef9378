package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import org.gridpuzzle.clikit.CommandFamily;
import picocli.CommandLine.Command;

@Command(name = "floodit", mixinStandardHelpOptions = true, description = "Flood-It: solve, check, bound, generate, reduce-vc.",
        subcommands = {FloodItSolveCommand.class, FloodItCheckCommand.class, FloodItBoundCommand.class,
            FloodItGenerateCommand.class, FloodItReduceVcCommand.class})
public final class FloodItCommand implements CommandFamily {

    @Inject
    public FloodItCommand() {
        // a container for the subcommands
    }
}

