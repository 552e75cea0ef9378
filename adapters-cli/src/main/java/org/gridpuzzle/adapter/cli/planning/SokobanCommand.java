package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import org.gridpuzzle.clikit.CommandFamily;
import picocli.CommandLine.Command;

@Command(name = "sokoban", mixinStandardHelpOptions = true, description = "Sokoban: plan (search, A*, SAT, ASP) and check plans (LURD, upper case pushes).",
        subcommands = {SokobanSolveCommand.class, SokobanCheckCommand.class})
public final class SokobanCommand implements CommandFamily {

    @Inject
    public SokobanCommand() {
        // a container for the subcommands
    }
}

