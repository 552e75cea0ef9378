package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void help_prints_the_command_tree_and_the_exit_codes() {
        CliRun run = CliRun.of("--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Usage: gridpuzzle", "Commands:", "help", "Exit codes:",
                "3     no solution, or a limit was reached", "130   stopped by Ctrl-C");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void help_subcommand_works_too() {
        CliRun run = CliRun.of("help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Usage: gridpuzzle");
    }

    @Test
    void version() {
        CliRun run = CliRun.of("-V");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("gridpuzzle ").doesNotContain("${");
        // built from a clone: the commit and its date
        if (java.nio.file.Files.isDirectory(java.nio.file.Path.of("..", ".git"))) {
            assertThat(run.out().lines().findFirst().orElseThrow())
                    .matches("gridpuzzle \\S+ \\(commit [0-9a-f]{7,}( with local changes)?, \\d{4}-\\d{2}-\\d{2}\\)");
        }
    }

    @Test
    void a_mistyped_command_is_named_with_the_nearest_ones() {
        CliRun family = CliRun.of("sugru", "solve", "x.sug");
        assertThat(family.exitCode()).isEqualTo(2);
        assertThat(family.err()).startsWith("gridpuzzle: unknown command 'sugru'; did you mean 'suguru'?");
        CliRun command = CliRun.of("suguru", "slove", "x.sug");
        assertThat(command.err()).startsWith("gridpuzzle: unknown command 'slove' of 'gridpuzzle suguru'; did you mean"
                + " 'solve'");
        assertThat(CliRun.of("floodit", "solve", "--tiemout", "3s", "b.flood").err()).contains("'--tiemout'",
                "did you mean '--timeout'");
    }

    @Test
    void unknown_command_is_one_line_on_stderr_and_exit_2() {
        CliRun run = CliRun.of("nonsense");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).isEqualTo(1);
        assertThat(run.err()).contains("nonsense").contains("--help");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void unknown_option_is_one_line_and_exit_2() {
        CliRun run = CliRun.of("--frobnicate");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).isEqualTo(1);
    }

    @Test
    void no_command_is_a_usage_error() {
        CliRun run = CliRun.of();
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).isEqualTo(1);
    }

    @Test
    void mistyped_commands_and_options_get_the_nearest_names_in_one_line() {
        CliRun family = CliRun.of("sugru", "solve", "x.sug");
        assertThat(family.exitCode()).isEqualTo(2);
        assertThat(family.errLines()).isEqualTo(1);
        assertThat(family.err()).contains("did you mean 'suguru'");
        CliRun option = CliRun.of("floodit", "solve", "b.flood", "--timout", "2s");
        assertThat(option.exitCode()).isEqualTo(2);
        assertThat(option.errLines()).isEqualTo(1);
        assertThat(option.err()).contains("'--timeout'");
    }
}
