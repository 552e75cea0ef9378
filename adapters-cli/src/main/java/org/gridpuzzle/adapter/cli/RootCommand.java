package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.Quiet;
import org.gridpuzzle.clikit.MemoryOption;
import org.gridpuzzle.clikit.ExitCodes;
import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** {@code gridpuzzle}: the root of the command tree. Families are added by {@link CommandTree}. */
@Command(name = "gridpuzzle",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Solves, verifies, explains and generates grid puzzles: Suguru, Flood-It, "
                + "grid reachability in SAT, Sokoban and Snowman.",
        subcommands = {NestedHelpCommand.class, CompletionCommand.class},
        usageHelpAutoWidth = true,
        // the exit codes themselves are listed from the outcomes (Outcome.exitCodes()) when the tree is built
        exitCodeListHeading = "%nExit codes:%n")
public final class RootCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    private final Quiet quiet;
    private final MemoryOption memory;

    @Inject
    public RootCommand(Quiet quiet, MemoryOption memory) {
        this.quiet = quiet;
        this.memory = memory;
    }

    /** Inherited by every subcommand: picocli calls this setter on the root whichever command carries the option. */
    @Option(names = {"-q", "--quiet"}, scope = ScopeType.INHERIT,
            description = "No progress and no 'wrote FILE' lines on stderr (errors still show).")
    void setQuiet(boolean value) {
        quiet.set(value);
    }

    /**
     * The memory of the whole process. The launcher gives the JVM a heap of three quarters of it (the rest is the
     * JVM's own: code, threads, buffers); a table or formula may take three quarters of that heap and is refused
     * with its size beyond. Without the launcher the same structure budget applies within whatever heap -Xmx set.
     */
    @Option(names = "--memory", paramLabel = "SIZE", scope = ScopeType.INHERIT, converter = SizeConverter.class,
            description = "Memory for the whole run (512m, 4g): tables and formulas that would not fit are refused "
                    + "with their size (exit 3). Default: the JVM's heap (a quarter of the RAM unless set).")
    void setMemory(Long bytes) {
        if (bytes != null) {
            memory.set(bytes);
        }
    }

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("gridpuzzle: missing command; try 'gridpuzzle --help'");
        return ExitCodes.BAD_INPUT;
    }
}
