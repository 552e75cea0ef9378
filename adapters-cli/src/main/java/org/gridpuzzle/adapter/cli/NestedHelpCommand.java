package org.gridpuzzle.adapter.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code help [COMMAND...]}: the help of any command of the tree, nested names included ({@code help suguru solve}). */
@Command(name = "help", helpCommand = true, description = "Show the help of a command: help, help suguru, help suguru solve.")
public final class NestedHelpCommand implements Callable<Integer> {

    @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "The command, and its subcommands, to explain.")
    String[] commands = new String[0];

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        CommandLine target = spec.commandLine().getParent();
        for (String name : commands) {
            CommandLine next = target.getSubcommands().get(name);
            if (next == null) {
                target.getErr().println("gridpuzzle: unknown command '" + name + "' under '"
                        + target.getCommandSpec().qualifiedName() + "' (see '" + target.getCommandSpec().qualifiedName()
                        + " --help')");
                return ExitCodes.BAD_INPUT;
            }
            target = next;
        }
        target.usage(spec.commandLine().getOut());
        return ExitCodes.OK;
    }
}
