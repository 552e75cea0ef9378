package org.gridpuzzle.adapter.cli;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code gridpuzzle}: the root of the command tree. Families are added by {@link CommandTree}. */
@Command(name = "gridpuzzle",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Solves, verifies, explains and generates grid puzzles: Suguru, Flood-It, "
                + "grid reachability in SAT, Sokoban and Snowman.",
        subcommands = {NestedHelpCommand.class, CompletionCommand.class},
        usageHelpAutoWidth = true,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ok (solved, verified, generated)",
            "1:internal error (a bug: please report it)",
            "2:bad input or usage (the message names file, line and column)",
            "3:no solution, or a limit was reached before an answer",
            "130:stopped by Ctrl-C (the best answer so far is printed first)"})
public final class RootCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    private final Quiet quiet;

    @Inject
    public RootCommand(Quiet quiet) {
        this.quiet = quiet;
    }

    /** Inherited by every subcommand: picocli calls this setter on the root whichever command carries the option. */
    @Option(names = {"-q", "--quiet"}, scope = ScopeType.INHERIT,
            description = "No progress and no 'wrote FILE' lines on stderr (errors still show).")
    void setQuiet(boolean value) {
        quiet.set(value);
    }

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("gridpuzzle: missing command; try 'gridpuzzle --help'");
        return ExitCodes.BAD_INPUT;
    }
}
