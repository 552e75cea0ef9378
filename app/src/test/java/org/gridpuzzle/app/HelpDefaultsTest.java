package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.clikit.Terminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Every option's default in help comes from somewhere: {@code sokoban check --level} became a text (N|TITLE) and its
 * help said "Default: null." with no range check left, since the spec's integer field no longer reached it.
 */
public class HelpDefaultsTest {

    @TempDir
    Path dir;

    /** Every command's usage text of the tree a wiring makes, by the command's name as typed. */
    public static Map<String, String> usages(Main.Wiring wiring) {
        StringWriter sink = new StringWriter();
        CommandLine whole = wiring.wire(new Terminal(new PrintWriter(sink), new PrintWriter(sink))).commands().whole();
        Map<String, String> usages = new LinkedHashMap<>();
        List<CommandLine> todo = new ArrayList<>(List.of(whole));
        while (!todo.isEmpty()) {
            CommandLine c = todo.remove(todo.size() - 1);
            usages.put(c.getCommandSpec().qualifiedName(" "), c.getUsageMessage(CommandLine.Help.Ansi.OFF));
            todo.addAll(c.getSubcommands().values());
        }
        return usages;
    }

    @Test
    void no_usage_text_says_default_null() {
        Map<String, String> usages = usages(Main.GRIDPUZZLE);
        assertThat(usages).containsKey("gridpuzzle sokoban check").hasSizeGreaterThan(20);
        usages.forEach((command, usage) -> assertThat(usage).as(command).doesNotContain("Default: null")
                .doesNotContain("Default: ${"));
        assertThat(usages.get("gridpuzzle sokoban check")).contains("Default: 1.");
    }

    @Test
    void a_level_number_out_of_the_specs_range_is_refused_with_its_message() throws Exception {
        Path xsb = Files.writeString(dir.resolve("one.xsb"), "; 1 Easy\n#######\n#@ $ .#\n#######\n");
        CliRun zero = CliRun.of("sokoban", "check", xsb.toString(), "rRR", "--level", "0");
        assertThat(zero.exitCode()).isEqualTo(2);
        assertThat(zero.err()).isEqualTo("gridpuzzle: --level must be at least 1, got 0\n");
        assertThat(CliRun.of("sokoban", "check", xsb.toString(), "rRR", "--level", "-3").err())
                .isEqualTo("gridpuzzle: --level must be at least 1, got -3\n");
        // a number in range and a title still name the level
        assertThat(CliRun.of("sokoban", "check", xsb.toString(), "rRR", "--level", "1").exitCode()).isZero();
        assertThat(CliRun.of("sokoban", "check", xsb.toString(), "rRR", "--level", "easy").exitCode()).isZero();
        assertThat(CliRun.of("sokoban", "check", xsb.toString(), "rRR").exitCode()).isZero();
    }
}
