package org.gridpuzzle.adapter.cli;

import java.util.List;
import org.gridpuzzle.application.port.in.puzzle.ListFormatsResult;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.gridpuzzle.application.port.in.puzzle.ListFormatsUseCase;
import org.gridpuzzle.clikit.ExitCodes;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code help [COMMAND...]}: the help of any command of the tree, nested names included ({@code help suguru solve});
 * {@code help formats}: every file format read and written.
 */
@Command(name = "help", helpCommand = true,
        description = "Show the help of a command (help suguru solve), or every file format (help formats).")
public final class NestedHelpCommand implements Callable<Integer> {

    static final String FORMATS = "formats";

    @Parameters(paramLabel = "COMMAND", arity = "0..*",
            description = "The command, and its subcommands, to explain; or 'formats'.")
    String[] commands = new String[0];

    @Spec
    CommandSpec spec;

    /** Asked for only by {@code help formats}: no other run builds the readers' registry. */
    private final Provider<ListFormatsUseCase> formats;

    @Inject
    public NestedHelpCommand(Provider<ListFormatsUseCase> formats) {
        this.formats = formats;
    }

    /** For a tree wired by hand, with no readers behind it (tests): the formats' prose, no format listed. */
    public NestedHelpCommand() {
        this(() -> () -> new ListFormatsResult(List.of()));
    }

    @Override
    public Integer call() {
        CommandLine target = spec.commandLine().getParent();
        if (commands.length == 1 && commands[0].equals(FORMATS) && !target.getSubcommands().containsKey(FORMATS)) {
            spec.commandLine().getOut().print(FormatsHelp.text(template(), formats.get().formats()));
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
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

    private static String template() {
        try (InputStream in = NestedHelpCommand.class.getResourceAsStream("formats.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("the formats help is missing from the jar", e);
        }
    }
}
