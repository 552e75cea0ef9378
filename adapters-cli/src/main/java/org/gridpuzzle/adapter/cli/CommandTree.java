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
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.FileNameEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * Assembles the root command, the contributed families, the error handlers and the writers into one {@link CommandLine}.
 * Families are built only when needed: a run that names a family ({@code gridpuzzle suguru solve ...}) builds that one
 * alone, so start-up does not pay for constructing every other family's commands and services; {@code --version}
 * builds none; any other run (the root's help, {@code help X Y}, {@code completion}, a mistyped name) describes them
 * all, without the use cases and adapters behind them.
 */
public final class CommandTree {

    /** The root's help command's name. */
    private static final String HELP = "help";

    private final Provider<RootCommand> root;
    private final InjectingFactory factory;
    private final Map<String, Provider<CommandFamily>> families;
    private final Terminal terminal;
    private final StderrProgressAdapter progress;
    private final Consumer<Path> outputCheck;

    @Inject
    public CommandTree(Provider<RootCommand> root, InjectingFactory factory, Map<String, Provider<CommandFamily>> families,
            Terminal terminal, StderrProgressAdapter progress, Provider<AnswerFiles> answers) {
        this.root = root;
        this.factory = factory;
        this.families = families;
        this.terminal = terminal;
        this.progress = progress;
        // made when a command checks its -o: a help builds no output service
        this.outputCheck = target -> answers.get().check(target);
    }

    /**
     * The command line that can run {@code args}. A run that names no family (the root's help, {@code help X Y},
     * {@code completion}, a mistyped name) or asks for help ({@code suguru solve --help}) shows commands without
     * building what they need: they are made to be described ({@link InjectingFactory.Describing}), only the family a
     * help names, and for the root's own help none at all (its list of commands is read from the families' classes,
     * {@link #listing}); should the run call a described command after all, it runs on the whole command line.
     */
    public CommandLine forArguments(String... args) {
        String first = firstWord(args);
        boolean help = Arrays.asList(args).contains("-h") || Arrays.asList(args).contains("--help");
        boolean family = first != null && families.containsKey(first);
        if (family && !help) {
            return build(root.get(), factory, Map.of(first, families.get(first)), terminal, progress, outputCheck);
        }
        if (first == null && !help) {
            // --version, or no command at all: nothing to list
            return build(root.get(), factory, Map.of(), terminal, progress, outputCheck);
        }
        if (Arrays.stream(args).anyMatch(a -> a.startsWith("@"))) {
            return whole(); // an argument file may name any command
        }
        InjectingFactory.Describing describing = factory.describing();
        Map<String, Provider<CommandFamily>> shown = families;
        boolean rootHelp = false;
        if (family) {
            shown = Map.of(first, families.get(first));
        } else if (first == null || first.equals(HELP)) {
            String named = first == null ? null : wordAfter(args, HELP);
            shown = named != null && families.containsKey(named) ? Map.of(named, families.get(named)) : Map.of();
            rootHelp = shown.isEmpty();
        }
        Map<String, Provider<CommandFamily>> described = new TreeMap<>();
        for (String name : shown.keySet()) {
            described.put(name, () -> describe(describing, name));
        }
        return build(root.get(), factory, describing, described, terminal, progress, outputCheck,
                new Fallback(describing::made, this::whole, rootHelp ? () -> listing(describing) : null));
    }

    /** The family {@code name}, made to be described when Dagger makes it (else as its provider makes it). */
    private CommandFamily describe(InjectingFactory.Describing describing, String name) {
        Optional<Class<?>> type = factory.family(name);
        if (type.isEmpty()) {
            return families.get(name).get();
        }
        try {
            return (CommandFamily) describing.create(type.get());
        } catch (Exception ex) {
            throw new IllegalStateException("cannot describe the " + name + " family", ex);
        }
    }

    /**
     * The families and their commands as the root's help lists them ({@link #commandTree}), read from their
     * {@code @Command} classes alone: no command is made and no option reflected on, which is most of a help's time.
     */
    private String listing(InjectingFactory.Describing describing) {
        StringBuilder sb = new StringBuilder();
        for (String name : new TreeMap<>(families).keySet()) {
            CommandFamily family = describe(describing, name);
            appendListed(sb, family.getClass(), name, 1);
            for (Map.Entry<String, String> second : family.secondNames().entrySet()) {
                line(sb, second.getKey(), second.getValue(), 2);
            }
        }
        return sb.toString();
    }

    private static void appendListed(StringBuilder sb, Class<?> type, String name, int depth) {
        Command command = type.getAnnotation(Command.class);
        line(sb, name, command.description().length > 0 ? command.description()[0] : "", depth);
        for (Class<?> sub : command.subcommands()) {
            appendListed(sb, sub, sub.getAnnotation(Command.class).name(), depth + 1);
        }
    }

    private static void line(StringBuilder sb, String name, String description, int depth) {
        sb.append(String.format("%-26s %s%n", "  ".repeat(depth) + name, description.replace("%n", " ").trim()));
    }

    /** The word after {@code word} that is not an option, or null. */
    private static String wordAfter(String[] args, String word) {
        boolean seen = false;
        for (String arg : args) {
            if (seen && !arg.startsWith("-")) {
                return arg;
            }
            seen = seen || arg.equals(word);
        }
        return null;
    }

    /** Every family: for documentation and completion scripts made outside a run. */
    public CommandLine whole() {
        return build(root.get(), factory, families, terminal, progress, outputCheck);
    }

    /**
     * A command line of described commands: which they are, the whole one a run of one of them goes to, and for the
     * root's help, the families' listing (null when the families are on the line).
     */
    private record Fallback(Predicate<Object> described, Supplier<CommandLine> whole, Supplier<String> listing) {
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
        return build(root, factory, factory, families, terminal, progress, outputCheck, null);
    }

    /**
     * The root and its own commands made by {@code factory}, the families' commands by {@code familyFactory}; with a
     * {@code fallback}, those are described only, and a run that would call one runs on the fallback's whole line.
     */
    private static CommandLine build(RootCommand root, CommandLine.IFactory factory, CommandLine.IFactory familyFactory,
            Map<String, Provider<CommandFamily>> families, Terminal terminal, StderrProgressAdapter progress,
            Consumer<Path> outputCheck, Fallback fallback) {
        CommandLine cl = new CommandLine(root, factory);
        cl.getCommandSpec().usageMessage().exitCodeList(Outcome.exitCodes());
        for (Map.Entry<String, Provider<CommandFamily>> e : new TreeMap<>(families).entrySet()) {
            CommandFamily command = e.getValue().get();
            CommandLine family = new CommandLine(command, familyFactory);
            if (!family.getCommandName().equals(e.getKey())) {
                throw new IllegalStateException("family " + family.getCommandName() + " is bound under the name " + e.getKey());
            }
            try {
                command.addSecondNames(family, familyFactory);
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
            if (fallback != null && callsDescribed(parsed, fallback.described())) {
                return fallback.whole().get().execute(parsed.originalArgs().toArray(String[]::new));
            }
            checkBeforeRun(parsed, operations, outputCheck);
            return new CommandLine.RunLast().execute(parsed);
        });
        cl.setOut(terminal.out());
        cl.setErr(terminal.err());
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                help -> commandTree(help.commandSpec()) + (fallback != null && fallback.listing() != null
                        && help.commandSpec() == cl.getCommandSpec() ? fallback.listing().get() : ""));
        return cl;
    }

    /** Whether the run would call a command made to be described only (help on it is no call). */
    private static boolean callsDescribed(ParseResult parsed, Predicate<Object> described) {
        List<CommandLine> chain = parsed.asCommandLineList();
        CommandLine last = chain.get(chain.size() - 1);
        return described.test(last.getCommand()) && !last.isUsageHelpRequested() && !last.isVersionHelpRequested();
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
            checkOutput(last.getCommandSpec(), check);
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
            throw new CommandLine.TypeConversionException("'" + value + "' cannot be named here: "
                    + (value.indexOf('\0') >= 0 ? "a file name has no NUL character"
                    : "its characters are not all in the locale's encoding, " + FileNameEncoding.name()
                    + (FileNameEncoding.isUtf8() ? "" : " (run in a UTF-8 locale, LANG=C.UTF-8, as bin/gridpuzzle does)")));
        }
    }

    /**
     * The command's {@code -o FILE}, wherever it is declared: the shared {@link OutputOption} (nested in mixins, as the
     * planning options carry it; picocli lists a mixin's options as the command's) or an {@code -o} of the command's
     * own ({@code suguru generate}, {@code floodit reduce-vc}: they write the puzzle file), which the search of the
     * mixins alone missed.
     */
    private static void checkOutput(CommandSpec spec, Consumer<Path> outputCheck) {
        OptionSpec output = spec.findOption("-o");
        if (output != null && output.type() == Path.class) {
            outputCheck.accept(output.getValue());
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
            line(sb, child.name(), description.length > 0 ? description[0] : "", depth);
            appendChildren(sb, child, depth + 1);
        }
    }
}
