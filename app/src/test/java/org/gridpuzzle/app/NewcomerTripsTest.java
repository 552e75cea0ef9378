package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.clikit.Terminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** What a newcomer tripped on, each fixed: every test here failed before its fix. */
class NewcomerTripsTest {

    @TempDir
    Path dir;

    @Test
    void a_name_the_genre_does_not_know_gets_its_text_as_documented() throws Exception {
        Path sol = dir.resolve("x.sol");
        CliRun run = CliRun.of("sokoban", "solve", Examples.path("sokoban/two.xsb"), "-o", sol.toString(), "-q");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readString(sol)).isEqualTo("rRR\n");
        CliRun check = CliRun.of("sokoban", "check", Examples.path("sokoban/two.xsb"), "@" + sol);
        assertThat(check.exitCode()).as(check.out() + check.err()).isZero();
        Path moves = dir.resolve("moves.out");
        assertThat(CliRun.of("floodit", "solve", Examples.path("floodit/8x8-4.flood"), "-o", moves.toString(), "-q")
                .exitCode()).isZero();
        assertThat(CliRun.of("floodit", "check", Examples.path("floodit/8x8-4.flood"), "@" + moves).exitCode())
                .isZero();
    }

    @Test
    void a_changed_given_shows_the_solution_s_value_in_red_on_the_picture() throws Exception {
        Path solved = dir.resolve("solved.sug");
        assertThat(CliRun.of("suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o", solved.toString(), "-q")
                .exitCode()).isZero();
        // r1c1 is a given 1 in the puzzle: the solution says 4 there
        String text = Files.readString(solved);
        int numbers = text.indexOf("\n\n") + 2;
        String changed = text.substring(0, numbers) + "4" + text.substring(numbers + 1);
        Path bad = Files.writeString(dir.resolve("bad.sug"), changed);
        Path svg = dir.resolve("bad.svg");
        CliRun run = CliRun.of("suguru", "verify", Examples.path("suguru/easy-6x6.sug"), bad.toString(), "-o",
                svg.toString(), "-q");
        assertThat(run.exitCode()).isEqualTo(3);
        String picture = Files.readString(svg);
        assertThat(picture).as("the solution's 4, in red, where the given 1 was").containsPattern(
                "<text[^>]*fill=\"#C0392B\"[^>]*>4</text>");
    }

    @Test
    void cells_in_answers_count_from_1_as_every_input_does() throws Exception {
        CliRun run = CliRun.of("reach", Examples.path("reach/maze.map"), "--json", "-q");
        JsonNode doc = new ObjectMapper().readTree(run.out());
        assertThat(doc.get("from").toString()).isEqualTo("[2,2]"); // S at r2c2
        assertThat(doc.get("to").toString()).isEqualTo("[6,8]");
        assertThat(doc.get("path").get(0).toString()).isEqualTo("[2,2]");
        CliRun read = CliRun.of("read", Examples.path("reach/maze.map"));
        assertThat(read.out()).contains("source r2c2", "target r6c8");
    }

    @Test
    void a_collection_without_a_level_says_it_plans_the_first_of_several() {
        CliRun run = CliRun.of("sokoban", "solve", Examples.path("sokoban/collection.sok"), "-q");
        assertThat(run.err()).contains("has 3 levels: planning level 1 only");
        CliRun one = CliRun.of("sokoban", "solve", Examples.path("sokoban/xsokoban-1.xsb"));
        assertThat(one.err()).doesNotContain("planning level 1 only");
    }

    @Test
    void a_plan_found_by_search_alone_names_no_encoding_and_no_solver() {
        CliRun run = CliRun.of("sokoban", "solve", Examples.path("sokoban/xsokoban-1.xsb"), "-q");
        assertThat(run.out()).contains("auto (by search, no SAT call)").doesNotContain("0 solver calls")
                .doesNotContain("sat4j");
    }

    @Test
    void a_large_generation_warns_and_says_how_far_it_is() {
        CliRun run = CliRun.of("suguru", "generate", "--rows", "250", "--cols", "250", "--timeout", "3s");
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("warning: 250x250 is 62500 cells").contains("[generate]");
    }

    @Test
    void no_help_text_describes_what_the_commands_no_longer_are() {
        StringWriter sink = new StringWriter();
        CommandLine whole = DaggerGridpuzzleComponent.factory()
                .create(new Terminal(new PrintWriter(sink), new PrintWriter(sink))).commands().whole();
        List<CommandLine> todo = new ArrayList<>(List.of(whole));
        while (!todo.isEmpty()) {
            CommandLine c = todo.remove(todo.size() - 1);
            String help = c.getUsageMessage(CommandLine.Help.Ansi.OFF);
            assertThat(help).as(c.getCommandSpec().qualifiedName())
                    .doesNotContainIgnoringCase("plan by SAT").doesNotContain("An XSB file")
                    .doesNotContain("solve by SAT").doesNotContain("one line per solver call");
            todo.addAll(c.getSubcommands().values());
        }
    }
}
