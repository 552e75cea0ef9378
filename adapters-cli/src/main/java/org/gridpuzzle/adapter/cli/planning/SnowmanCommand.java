package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import org.gridpuzzle.clikit.CommandFamily;
import picocli.CommandLine.Command;

@Command(name = "snowman", mixinStandardHelpOptions = true,
        description = "A Good Snowman Is Hard To Build: plan (search, A*, SAT, CSP) and check plans (LURD).",
        subcommands = {SnowmanSolveCommand.class, SnowmanCheckCommand.class})
public final class SnowmanCommand implements CommandFamily {

    @Inject
    public SnowmanCommand() {
        // a container for the subcommands
    }
}

