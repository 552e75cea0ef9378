package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.Map;
import org.gridpuzzle.clikit.CommandFamily;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code gridpuzzle suguru}: the Suguru family. */
@Command(name = "suguru", mixinStandardHelpOptions = true,
        description = "Suguru: solve, verify, count, generate, hint, explain.",
        subcommands = {SuguruSolveCommand.class, SuguruVerifyCommand.class, SuguruCountCommand.class,
            SuguruGenerateCommand.class, SuguruExplainCommand.class})
public final class SuguruCommand implements CommandFamily {

    @Inject
    public SuguruCommand() {
        // a container for the subcommands
    }

    @Override
    public Map<String, String> secondNames() {
        return Map.of(SuguruExplainCommand.HINT, SuguruExplainCommand.HINT_DESCRIPTION);
    }

    /** {@code hint} is {@code explain} under its second name: the same command, its first step only. */
    @Override
    public void addSecondNames(CommandLine family, CommandLine.IFactory factory) throws Exception {
        CommandLine hint = new CommandLine(factory.create(SuguruExplainCommand.class), factory);
        hint.getCommandSpec().name(SuguruExplainCommand.HINT).usageMessage()
                .description(SuguruExplainCommand.HINT_DESCRIPTION);
        family.addSubcommand(SuguruExplainCommand.HINT, hint);
    }
}

