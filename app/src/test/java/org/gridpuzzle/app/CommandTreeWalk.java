package org.gridpuzzle.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.gridpuzzle.clikit.Terminal;
import picocli.CommandLine;

/** The contract tests' list of commands, taken from the command tree itself so a new command cannot be left out. */
final class CommandTreeWalk {

    private CommandTreeWalk() {
    }

    /** Every command of the tree (families and their commands) with this option, named as typed ("suguru solve"). */
    static TreeSet<String> commandsWith(String option) {
        StringWriter sink = new StringWriter();
        CommandLine whole = DaggerGridpuzzleComponent.factory()
                .create(new Terminal(new PrintWriter(sink), new PrintWriter(sink))).commands().whole();
        TreeSet<String> names = new TreeSet<>();
        List<CommandLine> todo = new ArrayList<>(whole.getSubcommands().values());
        while (!todo.isEmpty()) {
            CommandLine c = todo.remove(todo.size() - 1);
            if (c.getCommandSpec().findOption(option) != null) {
                names.add(c.getCommandSpec().qualifiedName(" ").replaceFirst("^gridpuzzle ", ""));
            }
            todo.addAll(c.getSubcommands().values());
        }
        return names;
    }
}
