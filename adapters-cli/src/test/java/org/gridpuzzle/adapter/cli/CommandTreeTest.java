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
}
