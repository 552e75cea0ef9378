package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.clikit.Quiet;
import org.gridpuzzle.clikit.MemoryOption;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.CommandFamily;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.application.error.InvalidInputException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

class CommandTreeTest {

    @Command(name = "toy", description = "A toy family.", subcommands = {Toy.Fail.class, Toy.Crash.class})
    static final class Toy implements CommandFamily {

        @Command(name = "fail", description = "Rejects its input.")
        static final class Fail implements Callable<Integer> {
            @Override
            public Integer call() {
                throw new InvalidInputException("board.txt", 3, 7, "unknown colour 'Q'");
            }
        }

        @Command(name = "crash", description = "Has a bug.")
        static final class Crash implements Callable<Integer> {
            @Override
            public Integer call() {
                throw new IllegalStateException("oops");
            }
        }
    }

    @Command(name = "other", description = "Another family, counted when built.")
    static final class Other implements CommandFamily {
        static int built;

        Other() {
            built++;
        }
    }

    /** What a real command needs: a use case, an adapter, a library behind it. */
    static final class Dependency {
        String answer() {
            return "answered";
        }
    }

    @Command(name = "ask", description = "Needs its dependency to run.")
    static final class Ask implements Callable<Integer> {
        private final Dependency dependency;
        private final Terminal terminal;

        @jakarta.inject.Inject
        Ask(Dependency dependency, Terminal terminal) {
            this.dependency = dependency;
            this.terminal = terminal;
        }

        @picocli.CommandLine.Option(names = "--loud", description = "Louder.")
        boolean loud;

        /** As every answering command has: picocli makes a command with mixins when it builds the tree. */
        @picocli.CommandLine.Mixin
        JsonOption json;

        @Override
        public Integer call() {
            terminal.out().println(dependency.answer());
            return 0;
        }
    }

    @Command(name = "fam", description = "A family whose command needs something.", subcommands = Ask.class)
    static final class Fam implements CommandFamily {
        @jakarta.inject.Inject
        Fam() {
        }
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private CommandLine tree() {
        InjectingFactory factory = new InjectingFactory(Map.of());
        Terminal terminal = new Terminal(new PrintWriter(out, true), new PrintWriter(err, true));
        Quiet quiet = new Quiet();
        return CommandTree.build(new RootCommand(quiet, new MemoryOption()), factory, Map.of("toy", Toy::new), terminal,
                new StderrProgressAdapter(terminal, quiet, new StandbyAnswer(terminal)), target -> { });
    }

    @Test
    void families_and_their_subcommands_appear_in_the_help_tree() {
        assertThat(tree().execute("--help")).isZero();
        assertThat(out.toString()).containsSubsequence("  toy", "A toy family.", "    fail", "Rejects its input.", "    crash");
    }

    @Test
    void bad_input_is_one_line_with_location_and_exit_2() {
        assertThat(tree().execute("toy", "fail")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).isEqualTo("gridpuzzle: board.txt:3:7: unknown colour 'Q'" + System.lineSeparator());
    }

    @Test
    void a_bug_is_exit_1_without_a_stack_trace() {
        assertThat(tree().execute("toy", "crash")).isEqualTo(ExitCodes.INTERNAL_ERROR);
        assertThat(err.toString()).startsWith("gridpuzzle: internal error: java.lang.IllegalStateException: oops")
                .doesNotContain("\tat ");
    }

    @Test
    void a_run_that_names_a_family_builds_that_family_alone() {
        Terminal terminal = new Terminal(new PrintWriter(out, true), new PrintWriter(err, true));
        Quiet quiet = new Quiet();
        CommandTree tree = new CommandTree(() -> new RootCommand(quiet, new MemoryOption()), new InjectingFactory(Map.of()),
                Map.of("toy", Toy::new, "other", Other::new), terminal, new StderrProgressAdapter(terminal, quiet, new StandbyAnswer(terminal)), null);
        int before = Other.built;
        assertThat(tree.forArguments("-q", "toy", "fail").execute("-q", "toy", "fail")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(Other.built).isEqualTo(before);
        assertThat(tree.forArguments("--help").execute("--help")).isZero();
        assertThat(Other.built).isEqualTo(before + 1);
        assertThat(out.toString()).contains("  other", "  toy");
    }

    /**
     * Issue 67, item 9: {@code help} took 3.4-4 s at load 8 (0.8 s of CPU against 0.15 s for --version): listing the
     * commands built every command's use cases and adapters (the lab's database, charts, cluster). A run that names no
     * family describes the commands without building what they need; one that calls a command gets it whole.
     */
    @Test
    void help_describes_the_commands_without_building_what_they_need() {
        Terminal terminal = new Terminal(new PrintWriter(out, true), new PrintWriter(err, true));
        Quiet quiet = new Quiet();
        java.util.concurrent.atomic.AtomicInteger dependencies = new java.util.concurrent.atomic.AtomicInteger();
        jakarta.inject.Provider<Object> ask = () -> {
            dependencies.incrementAndGet();
            return new Ask(new Dependency(), terminal);
        };
        Map<Class<?>, jakarta.inject.Provider<Object>> providers = Map.of(Ask.class, ask, Fam.class, Fam::new);
        CommandTree tree = new CommandTree(() -> new RootCommand(quiet, new MemoryOption()),
                new InjectingFactory(providers), Map.of("fam", Fam::new), terminal,
                new StderrProgressAdapter(terminal, quiet, new StandbyAnswer(terminal)), null);
        for (String[] help : new String[][] {{"--help"}, {"fam", "--help"}, {"-h"}, {"nosuch"}}) {
            tree.forArguments(help).execute(help);
        }
        assertThat(out.toString()).contains("  fam", "    ask", "Needs its dependency to run.");
        assertThat(dependencies.get()).as("nothing a command needs was built for its help").isZero();
        // a run of the command, and one the described tree meets by surprise (--memory's value looks like a family's
        // name to the first-word rule), both get the command made whole
        assertThat(tree.forArguments("fam", "ask").execute("fam", "ask")).isZero();
        assertThat(dependencies.get()).isEqualTo(1);
        String[] disguised = {"--memory", "1g", "fam", "ask", "--loud"};
        assertThat(tree.forArguments(disguised).execute(disguised)).as(err.toString()).isZero();
        assertThat(dependencies.get()).isEqualTo(2);
        assertThat(out.toString().lines().filter("answered"::equals).count()).isEqualTo(2);
        assertThat(err.toString()).doesNotContain("internal error");
    }

    /** A command of another family under a family's name, as the lab's {@code bench suguru} beside {@code suguru}. */
    @Command(name = "fam", description = "A namesake command of another family.")
    static final class FamNamesake implements Callable<Integer> {
        @jakarta.inject.Inject
        FamNamesake() {
        }

        @Override
        public Integer call() {
            return 0;
        }
    }

    /**
     * Issue 67 review, item 4: the factory found a family by its command name among every command class it makes, so a
     * subcommand of another family with the family's name ({@code bench suguru} beside {@code suguru}) could be taken
     * for the family: describing it ({@code help suguru}, {@code suguru --help}) then failed on a command that is no
     * {@link CommandFamily}, or showed the other family's command, by the map's order.
     */
    @Test
    void a_family_is_found_among_the_families_alone_not_a_namesake_command_of_another_family() {
        Map<Class<?>, jakarta.inject.Provider<Object>> providers = new java.util.LinkedHashMap<>();
        providers.put(FamNamesake.class, FamNamesake::new); // first in the map: the one a name search met first
        assertThat(new InjectingFactory(providers).family("fam")).as("no family of that name").isEmpty();
        providers.put(Fam.class, Fam::new);
        providers.put(Ask.class, () -> new Ask(new Dependency(), null));
        InjectingFactory factory = new InjectingFactory(providers);
        assertThat(factory.family("fam")).contains(Fam.class);
        Terminal terminal = new Terminal(new PrintWriter(out, true), new PrintWriter(err, true));
        Quiet quiet = new Quiet();
        CommandTree tree = new CommandTree(() -> new RootCommand(quiet, new MemoryOption()), factory,
                Map.of("fam", Fam::new), terminal, new StderrProgressAdapter(terminal, quiet, new StandbyAnswer(terminal)),
                null);
        for (String[] help : new String[][] {{"help", "fam"}, {"--help"}}) {
            assertThat(tree.forArguments(help).execute(help)).as(String.join(" ", help) + ": " + err).isZero();
        }
        assertThat(out.toString()).contains("A family whose command needs something.", "ask")
                .doesNotContain("A namesake command of another family.");
        assertThat(err.toString()).isEmpty();
    }
}
