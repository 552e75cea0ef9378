package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.adapter.cli.CommandFamily;
import picocli.CommandLine.Command;

/** {@code gridpuzzle suguru}: the Suguru family. */
@Command(name = "suguru", mixinStandardHelpOptions = true,
        description = "Suguru: solve, verify, count, generate, hint, explain.",
        subcommands = {SuguruSolveCommand.class, SuguruVerifyCommand.class, SuguruCountCommand.class,
            SuguruGenerateCommand.class, SuguruHintCommand.class, SuguruExplainCommand.class})
public final class SuguruCommand implements CommandFamily {

    @Inject
    public SuguruCommand() {
        // a container for the subcommands
    }
}

