package org.gridpuzzle.adapter.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/** Assembles the root command, the contributed families, the error handlers and the writers into one {@link CommandLine}. */
public final class CommandTree {

    private CommandTree() {
    }

    public static CommandLine build(RootCommand root, CommandLine.IFactory factory, Collection<CommandFamily> families,
            Terminal terminal, StderrProgressAdapter progress) {
        CommandLine cl = new CommandLine(root, factory);
        List<CommandLine> sorted = new ArrayList<>();
        for (CommandFamily family : families) {
            sorted.add(new CommandLine(family, factory));
        }
        sorted.sort(Comparator.comparing(CommandLine::getCommandName));
        for (CommandLine family : sorted) {
            cl.addSubcommand(family);
        }
        ErrorHandlers handlers = new ErrorHandlers(progress);
        cl.setExecutionExceptionHandler(handlers);
        cl.setParameterExceptionHandler(handlers);
        cl.setOut(terminal.out());
        cl.setErr(terminal.err());
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                help -> commandTree(help.commandSpec()));
        return cl;
    }

    /** The whole tree, each family with its subcommands indented below it. */
    static String commandTree(CommandSpec spec) {
        StringBuilder sb = new StringBuilder();
        appendChildren(sb, spec, 1);
        return sb.toString();
    }

    private static void appendChildren(StringBuilder sb, CommandSpec spec, int depth) {
        for (Map.Entry<String, CommandLine> e : spec.subcommands().entrySet()) {
            CommandSpec child = e.getValue().getCommandSpec();
            if (!child.name().equals(e.getKey())) {
                continue; // an alias
            }
            String[] description = child.usageMessage().description();
            String first = description.length > 0 ? description[0] : "";
            String name = "  ".repeat(depth) + child.name();
            sb.append(String.format("%-26s %s%n", name, first.replace("%n", " ").trim()));
            appendChildren(sb, child, depth + 1);
        }
    }
}
