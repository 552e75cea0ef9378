package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.application.operation.Outcome;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.clikit.CommandFamily;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.gridpuzzle.application.error.InvalidInputException;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * Assembles the root command, the contributed families, the error handlers and the writers into one {@link CommandLine}.
 * Families are built only when needed: a run that names a family ({@code gridpuzzle suguru solve ...}) builds that one
 * alone, so start-up does not pay for constructing every other family's commands and services; {@code --version}
 * builds none; any other run (the root's help, {@code help X Y}, {@code completion}, a mistyped name) builds them all.
 */
public final class CommandTree {

    private final Provider<RootCommand> root;
    private final CommandLine.IFactory factory;
    private final Map<String, Provider<CommandFamily>> families;
    private final Terminal terminal;
    private final StderrProgressAdapter progress;
    private final Consumer<Path> outputCheck;

    @Inject
    public CommandTree(Provider<RootCommand> root, InjectingFactory factory, Map<String, Provider<CommandFamily>> families,
            Terminal terminal, StderrProgressAdapter progress, AnswerFiles answers) {
        this.root = root;
        this.factory = factory;
        this.families = families;
        this.terminal = terminal;
        this.progress = progress;
        this.outputCheck = target -> answers.check(target);
    }

    /** The command line that can run {@code args}. */
    public CommandLine forArguments(String... args) {
        Map<String, Provider<CommandFamily>> needed = families;
        String first = firstWord(args);
        if (first != null && families.containsKey(first)) {
            needed = Map.of(first, families.get(first));
        } else if (first == null && !Arrays.asList(args).contains("-h") && !Arrays.asList(args).contains("--help")) {
            needed = Map.of(); // --version, or no command at all: nothing to list
        }
        return build(root.get(), factory, needed, terminal, progress, outputCheck);
    }

    /** Every family: for documentation and completion scripts made outside a run. */
    public CommandLine whole() {
        return build(root.get(), factory, families, terminal, progress, outputCheck);
    }

    /** The first argument that is not an option: the root's own options take no value, so this names the family. */
    private static String firstWord(String[] args) {
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                return arg;
            }
        }
        return null;
    }

    static CommandLine build(RootCommand root, CommandLine.IFactory factory, Map<String, Provider<CommandFamily>> families,
            Terminal terminal, StderrProgressAdapter progress, Consumer<Path> outputCheck) {
        CommandLine cl = new CommandLine(root, factory);
        cl.getCommandSpec().usageMessage().exitCodeList(Outcome.exitCodes());
        for (Map.Entry<String, Provider<CommandFamily>> e : new TreeMap<>(families).entrySet()) {
            CommandFamily command = e.getValue().get();
            CommandLine family = new CommandLine(command, factory);
            if (!family.getCommandName().equals(e.getKey())) {
                throw new IllegalStateException("family " + family.getCommandName() + " is bound under the name " + e.getKey());
            }
            try {
                command.addSecondNames(family, factory);
            } catch (Exception ex) {
                throw new IllegalStateException("cannot build the " + e.getKey() + " family", ex);
            }
            cl.addSubcommand(family);
        }
        // after the families are added: picocli hands the provider and the converter down to the subcommands it has
        OperationOptions operations = new OperationOptions();
        cl.setDefaultValueProvider(operations);
        cl.registerConverter(Path.class, CommandTree::path);
        ErrorHandlers handlers = new ErrorHandlers(progress);
        cl.setExecutionExceptionHandler(handlers);
        cl.setParameterExceptionHandler(handlers);
        cl.setExecutionStrategy(parsed -> {
            checkBeforeRun(parsed, operations, outputCheck);
            return new CommandLine.RunLast().execute(parsed);
        });
        cl.setOut(terminal.out());
        cl.setErr(terminal.err());
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                help -> commandTree(help.commandSpec()));
        return cl;
    }

    /**
     * Before the command runs: its options' ranges, from the operations' specs, and its {@code -o FILE}, so that a
     * missing or read-only folder is reported at once, not after a search of many minutes. Errors go to the same
     * handler as the command's own.
     */
    private static void checkBeforeRun(ParseResult parsed, OperationOptions operations, Consumer<Path> outputCheck) {
        List<CommandLine> chain = parsed.asCommandLineList();
        CommandLine last = chain.get(chain.size() - 1);
        if (last.isUsageHelpRequested() || last.isVersionHelpRequested()) {
            return;
        }
        try {
            operations.check(parsed);
            Consumer<Path> check = outputCheck;
            if (last.getCommand() instanceof TextAnswers text && text.textOnly()) {
                String command = last.getCommandSpec().qualifiedName(" ").replaceFirst("^gridpuzzle ", "");
                check = file -> {
                    String name = file == null ? "" : file.toString().toLowerCase(Locale.ROOT);
                    if (name.endsWith(".png") || name.endsWith(".svg")) {
                        throw new InvalidInputException(file.toString(),
                                "'" + command + "' answers in text, with no picture to draw; save it as .json (the"
                                + " --json document) or under any other name as its text");
                    }
                    outputCheck.accept(file);
                };
            }
            checkMixins(last.getCommandSpec(), check);
        } catch (RuntimeException e) {
            throw new CommandLine.ExecutionException(last, e.getMessage(), e);
        }
    }

    /**
     * A file named on the command line. A name Java cannot hold (a NUL, or outside a locale without UTF-8, as in the
     * C locale when the JVM is started without the launcher) is one line saying so, not picocli's word for the
     * exception class.
     */
    static Path path(String value) {
        try {
            return Path.of(value);
        } catch (InvalidPathException e) {
            String encoding = System.getProperty("sun.jnu.encoding", "UTF-8");
            boolean utf8 = encoding.replace("-", "").equalsIgnoreCase("UTF8");
            throw new CommandLine.TypeConversionException("'" + value + "' cannot be named here: "
                    + (value.indexOf('\0') >= 0 ? "a file name has no NUL character"
                    : "its characters are not all in the locale's encoding, " + encoding
                    + (utf8 ? "" : " (run in a UTF-8 locale, LANG=C.UTF-8, as bin/gridpuzzle does)")));
        }
    }

    /** Mixins nest (the planning options carry {@code -o}), so the search goes down through them. */
    private static void checkMixins(CommandSpec spec, Consumer<Path> outputCheck) {
        for (CommandSpec mixin : spec.mixins().values()) {
            if (mixin.userObject() instanceof OutputOption) {
                outputCheck.accept(((OutputOption) mixin.userObject()).file);
            }
            checkMixins(mixin, outputCheck);
        }
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
