package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.gridpuzzle.app.CliRun;
import org.junit.jupiter.api.Test;

/**
 * {@code sokoban solve --strategy fess} (#68): FESS alone, its nodes expanded in the answer (text and JSON), the same
 * count on every run, and {@code --nodes N} stopping it there (exit 3, the stop naming the node limit); what cannot
 * count nodes or has no FESS is refused up front (exit 2, one line).
 */
class FessCliTest {

    private static final String XSOKOBAN_1 = "../examples/sokoban/xsokoban-1.xsb";
    private static final String SNOWMAN = "../examples/snowman/three-balls.lvl";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void fess_answers_a_replayed_plan_with_its_nodes_and_the_same_nodes_on_a_second_run() throws Exception {
        JsonNode first = level(solve("--strategy", "fess", "--json"), 0);
        long nodes = first.get("nodes").asLong();
        assertThat(nodes).as(first.toString()).isPositive();
        assertThat(first.get("stopped").isNull()).as(first.toString()).isTrue();
        CliRun check = CliRun.of("sokoban", "check", XSOKOBAN_1, first.get("moves").asText());
        assertThat(check.exitCode()).as(check.out() + check.err()).isZero();
        // node counts do not depend on the machine or its load: the same run, the same count and plan
        JsonNode again = level(solve("--strategy", "fess", "--json"), 0);
        assertThat(again.get("nodes").asLong()).isEqualTo(nodes);
        assertThat(again.get("moves").asText()).isEqualTo(first.get("moves").asText());
        // the text answer says it too, and names the strategy
        CliRun text = solve("--strategy", "fess");
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).contains("fess (by search, no SAT call)").contains("; nodes expanded: " + nodes);
        // a Table I row is rerun at its count: the node limit at the count solves, one node fewer stops
        JsonNode capped = level(solve("--strategy", "fess", "--nodes", "" + nodes, "--json"), 0);
        assertThat(capped.get("moves").asText()).isEqualTo(first.get("moves").asText());
        if (nodes > 1) {
            JsonNode short1 = level(solve("--strategy", "fess", "--nodes", "" + (nodes - 1), "--json"), 3);
            assertThat(short1.get("moves").isNull()).isTrue();
            assertThat(short1.get("nodes").asLong()).isEqualTo(nodes - 1);
        }
    }

    @Test
    void a_node_limit_stops_fess_with_exit_3_and_says_so() throws Exception {
        CliRun run = solve("--strategy", "fess", "--nodes", "1", "--json");
        JsonNode level = level(run, 3);
        assertThat(level.get("moves").isNull()).isTrue();
        assertThat(level.get("stopped").asText()).startsWith("node limit of 1 node");
        assertThat(level.get("nodes").asLong()).isEqualTo(1);
        assertThat(level.get("lowerBound").asInt()).as("the bound found so far").isPositive();
        CliRun text = solve("--strategy", "fess", "--nodes", "1");
        assertThat(text.exitCode()).isEqualTo(3);
        assertThat(text.out()).contains("no plan: node limit of 1 node").contains("nodes expanded: 1");
    }

    @Test
    void the_other_searches_give_their_nodes_and_sat_alone_gives_none() throws Exception {
        JsonNode search = level(solve("--strategy", "search", "--json"), 0);
        assertThat(search.get("nodes").asLong()).isPositive();
        JsonNode sat = level(CliRun.of("sokoban", "solve", "../examples/sokoban/two.xsb", "--strategy", "sequential",
                "--json"), 0);
        assertThat(sat.get("nodes").isNull()).as("no state search ran").isTrue();
    }

    @Test
    void what_cannot_count_nodes_or_has_no_fess_is_one_line_and_exit_2() {
        CliRun snowman = CliRun.of("snowman", "solve", SNOWMAN, "--strategy", "fess");
        assertThat(snowman.exitCode()).isEqualTo(2);
        assertThat(snowman.errLines()).as(snowman.err()).isEqualTo(1);
        assertThat(snowman.err()).contains("--strategy fess: Sokoban's feature-space search; snowman has none")
                .doesNotContain("fess, ", "Exception");
        assertThat(snowman.out()).isEmpty();
        for (String[] args : new String[][] {{"--strategy", "fess", "--nodes", "0"}, {"--nodes", "-3"},
            {"--strategy", "sequential", "--nodes", "5"}, {"--backend", "asp", "--nodes", "5"}}) {
            CliRun run = solve(args);
            assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(2);
            assertThat(run.errLines()).as(run.err()).isEqualTo(1);
            assertThat(run.err()).contains("--nodes").doesNotContain("Exception");
            assertThat(run.out()).isEmpty();
        }
        assertThat(solve("--strategy", "parallel", "--nodes", "5").err()).contains("parallel is SAT alone");
    }

    private static CliRun solve(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "sokoban";
        all[1] = "solve";
        all[2] = XSOKOBAN_1;
        System.arraycopy(args, 0, all, 3, args.length);
        return CliRun.of(all);
    }

    private static JsonNode level(CliRun run, int exitCode) throws Exception {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(exitCode);
        return JSON.readTree(run.out()).get("levels").get(0);
    }
}
