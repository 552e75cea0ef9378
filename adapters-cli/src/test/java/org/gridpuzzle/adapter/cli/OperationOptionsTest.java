package org.gridpuzzle.adapter.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.OperationSpec;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * A field added to an operation's spec reaches picocli without a literal of the command line's own: the option of
 * that name takes its default from the spec (and help shows it), and its range is checked from the spec.
 */
class OperationOptionsTest {


    @Command(name = "gridpuzzle", subcommands = Demo.class)
    static final class Root {
    }

    @Command(name = "demo", subcommands = Try.class)
    static final class Demo {
    }

    @Command(name = "try")
    static final class Try {
        @Option(names = "--width", description = "How wide. Default: ${DEFAULT-VALUE}.")
        int width;

        @Option(names = "--shade", description = "Which shade.")
        String shade;

        @Option(names = "--part", paramLabel = "N|NAME", description = "Which part. Default: ${DEFAULT-VALUE}.")
        String part;
    }

    private static final OperationSpec SPEC = OperationSpec.of("demo/try", "A made-up operation.",
            FieldSpec.integer("width", "How wide.").between(2, 9).byDefault(4),
            FieldSpec.choice("shade", "Which shade.", List.of("light", "dark")).byDefault("dark"),
            FieldSpec.integer("part", "Which part.").atLeast(1).byDefault(1));

    private static CommandLine commandLine(OperationOptions options) {
        CommandLine cl = new CommandLine(new Root());
        cl.setDefaultValueProvider(options);
        return cl;
    }

    @Test
    void the_option_takes_the_specs_default_and_help_shows_it() {
        CommandLine cl = commandLine(new OperationOptions(Map.of("demo/try", SPEC)));
        CommandLine.ParseResult parsed = cl.parseArgs("demo", "try");
        Try command = (Try) parsed.subcommand().subcommand().commandSpec().userObject();
        assertThat(command.width).isEqualTo(4);
        assertThat(command.shade).isEqualTo("dark");
        assertThat(cl.getSubcommands().get("demo").getSubcommands().get("try").getUsageMessage())
                .contains("How wide. Default: 4.");
    }

    @Test
    void the_specs_range_is_checked_naming_the_field() {
        OperationOptions options = new OperationOptions(Map.of("demo/try", SPEC));
        CommandLine.ParseResult out = commandLine(options).parseArgs("demo", "try", "--width", "10");
        assertThatThrownBy(() -> options.check(out)).isInstanceOfSatisfying(ParameterOutOfRangeException.class,
                e -> assertThat(e.parameter()).isEqualTo("width"));
        options.check(commandLine(options).parseArgs("demo", "try", "--width", "9"));
    }

    @Test
    void a_number_or_name_option_of_an_integer_field_takes_its_default_and_its_range() {
        OperationOptions options = new OperationOptions(Map.of("demo/try", SPEC));
        CommandLine cl = commandLine(options);
        Try command = (Try) cl.parseArgs("demo", "try").subcommand().subcommand().commandSpec().userObject();
        assertThat(command.part).isEqualTo("1");
        assertThat(cl.getSubcommands().get("demo").getSubcommands().get("try").getUsageMessage())
                .contains("Which part. Default: 1.");
        CommandLine.ParseResult zero = commandLine(options).parseArgs("demo", "try", "--part", "0");
        assertThatThrownBy(() -> options.check(zero)).isInstanceOfSatisfying(ParameterOutOfRangeException.class,
                e -> assertThat(e.parameter()).isEqualTo("part"));
        options.check(commandLine(options).parseArgs("demo", "try", "--part", "front"));
        options.check(commandLine(options).parseArgs("demo", "try", "--part", "2"));
    }

    @Test
    void a_command_that_is_no_operation_keeps_its_own_options_untouched() {
        CommandLine.ParseResult parsed = commandLine(new OperationOptions(Map.of())).parseArgs("demo", "try");
        assertThat(((Try) parsed.subcommand().subcommand().commandSpec().userObject()).width).isZero();
    }

    @Test
    void every_real_operations_command_path_is_named_like_its_command() {
        // the real specs: each of suguru/solve, floodit/generate, sokoban/solve, reach, sat is one of the map's keys
        assertThat(org.gridpuzzle.application.catalogue.AllOperations.byCommand()).containsKeys("suguru/solve",
                "floodit/generate", "sokoban/solve", "snowman/solve", "reach", "sat");
    }
}
