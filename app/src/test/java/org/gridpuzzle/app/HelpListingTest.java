package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.gridpuzzle.clikit.Terminal;
import org.junit.jupiter.api.Test;

/**
 * The root's help lists the commands from their classes, without building them: the same text, to the character, as
 * the whole command line's usage, whose list is made from every command built.
 */
class HelpListingTest {

    /** The root's usage as the whole command line prints it. */
    static String whole(Main.Wiring wiring) {
        StringWriter sink = new StringWriter();
        StringWriter usage = new StringWriter();
        wiring.wire(new Terminal(new PrintWriter(sink), new PrintWriter(sink))).commands().whole()
                .usage(new PrintWriter(usage, true));
        return usage.toString();
    }

    static void assertHelpListsAsTheWholeLine(Main.Wiring wiring) {
        String whole = whole(wiring);
        assertThat(whole).contains("  suguru ", "    hint ", "  sokoban ", "    solve ");
        for (String[] help : new String[][] {{"help"}, {"--help"}, {"-h"}, {"-q", "help"}}) {
            CliRun run = CliRun.on(wiring, help);
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.out()).as(String.join(" ", help)).isEqualTo(whole);
        }
    }

    @Test
    void help_lists_the_commands_as_the_whole_command_line_does() {
        assertHelpListsAsTheWholeLine(Main.GRIDPUZZLE);
    }

    @Test
    void help_of_a_command_and_help_formats_still_answer() {
        CliRun solve = CliRun.of("help", "sokoban", "solve");
        assertThat(solve.exitCode()).isZero();
        assertThat(solve.out()).contains("Usage: gridpuzzle sokoban solve").contains("--timeout");
        CliRun family = CliRun.of("help", "suguru");
        assertThat(family.out()).contains("hint").contains("explain");
        CliRun formats = CliRun.of("help", "formats");
        assertThat(formats.exitCode()).isZero();
        assertThat(formats.out()).containsIgnoringCase("xsb");
        CliRun unknown = CliRun.of("help", "nosuch");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown command 'nosuch'");
    }
}
