package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.app.Main;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The floodit commands end to end; every printed sequence is replayed by the check command. */
class FloodItCliTest {

    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    /**
     * Issue 67, item 9: a random board's seed was only in --json; the text and the -o file carry it now, on a comment
     * line the board reader skips, so the board can be made again.
     */
    @Test
    void a_generated_board_carries_its_seed_in_the_text_and_the_file() throws Exception {
        CliRun made = CliRun.of("floodit", "generate", "--rows", "5", "--cols", "6", "--colours", "3");
        assertThat(made.exitCode()).isZero();
        String first = made.out().lines().findFirst().orElseThrow();
        assertThat(first).matches("# Flood-It 5x6, 3 colours, seed -?\\d+: floodit generate --rows 5 --cols 6"
                + " --colours 3 --seed -?\\d+ makes it again");
        String seed = first.replaceAll(".*--seed (-?\\d+).*", "$1");
        CliRun again = CliRun.of("floodit", "generate", "--rows", "5", "--cols", "6", "--colours", "3", "--seed", seed);
        assertThat(again.out()).isEqualTo(made.out());
        Path saved = dir.resolve("again.flood");
        assertThat(CliRun.of("floodit", "generate", "--rows", "5", "--cols", "6", "--colours", "3", "--seed", seed,
                "-o", saved.toString()).exitCode()).isZero();
        assertThat(Files.readString(saved)).isEqualTo(made.out());
        // read back as the same board: the comment is skipped
        CliRun read = CliRun.of("read", saved.toString(), "--json");
        assertThat(read.exitCode()).as(read.err()).isZero();
        assertThat(read.out()).contains("\"rows\" : 5").contains("\"cols\" : 6");
    }

    @Test
    void solved_sequences_replay_and_exact_is_never_longer_than_heuristic() throws Exception {
        Path board = dir.resolve("b.flood");
        Files.writeString(board, CliRun.of("floodit", "generate", "--rows", "7", "--cols", "7", "--colours", "4",
                "--seed", "9").out());
        ObjectMapper json = new ObjectMapper();
        JsonNode exact = json.readTree(CliRun.of("floodit", "solve", board.toString(), "--json").out());
        JsonNode beam = json.readTree(CliRun.of("floodit", "solve", board.toString(), "--heuristic", "--beam", "5",
                "--json").out());
        assertThat(exact.get("optimal").asBoolean()).isTrue();
        assertThat(exact.get("length").asInt()).isLessThanOrEqualTo(beam.get("length").asInt())
                .isGreaterThanOrEqualTo(exact.get("lowerBound").asInt());
        for (JsonNode answer : new JsonNode[] {exact, beam}) {
            CliRun check = CliRun.of("floodit", "check", board.toString(), answer.get("moves").asText());
            assertThat(check.exitCode()).as(check.out()).isZero();
        }
        Path small = file("s.flood", "1213\n3121\n2231\n");
        JsonNode free = json.readTree(CliRun.of("floodit", "solve", small.toString(), "--mode", "free", "--json").out());
        CliRun check = CliRun.of("floodit", "check", small.toString(), free.get("moves").asText(), "--mode", "free");
        assertThat(check.exitCode()).as(check.out()).isZero();
    }

    /**
     * The case: a 26×26 six-colour board the proof cannot finish in 5 s. The answer is the best sequence so
     * far (the greedy's, then the beam's) with the bound proved and the gap, exit 3; a progress line comes at once.
     */
    @Test
    void a_stopped_exact_search_answers_its_best_sequence_with_bound_and_gap() throws Exception {
        Path board = dir.resolve("b26.flood");
        assertThat(CliRun.of("floodit", "generate", "--rows", "26", "--cols", "26", "--colours", "6", "--seed", "2",
                "-o", board.toString()).exitCode()).isZero();
        long[] firstProgress = {0};
        long start = System.nanoTime();
        StringWriter out = new StringWriter();
        StringWriter errText = new StringWriter();
        Writer err = new FilterWriter(errText) {
            @Override
            public void write(String str, int off, int len) throws IOException {
                if (firstProgress[0] == 0 && str.contains("[solve]")) {
                    firstProgress[0] = System.nanoTime();
                }
                super.write(str, off, len);
            }
        };
        int code = Main.run(new String[] {"floodit", "solve", board.toString(), "--timeout", "5s", "--json"},
                new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(code).as(errText.toString()).isEqualTo(3);
        JsonNode answer = new ObjectMapper().readTree(out.toString());
        assertThat(answer.get("stopped").asText()).isEqualTo("time limit reached");
        assertThat(answer.get("optimal").asBoolean()).isFalse();
        int length = answer.get("length").asInt();
        assertThat(answer.get("gap").asInt()).isEqualTo(length - answer.get("lowerBound").asInt()).isPositive();
        assertThat(length).isBetween(30, 45);
        CliRun check = CliRun.of("floodit", "check", board.toString(), answer.get("moves").asText());
        assertThat(check.exitCode()).as(check.out()).isZero();
        assertThat(errText.toString()).contains("[solve]", "best ", "bound ");
        // well before the 5 s limit: a second quiet, the bound loose for a loaded machine
        assertThat((firstProgress[0] - start) / 1e9).as("first progress line").isLessThan(4.5);

        CliRun text = CliRun.of("floodit", "solve", board.toString(), "--timeout", "2s");
        assertThat(text.exitCode()).isEqualTo(3);
        assertThat(text.out()).containsPattern("stopped: time limit reached; best so far \\d+ moves, lower bound \\d+"
                + " \\(gap \\d+\\)");
    }

    @Tag("integration") // CI's run (mvn -Pintegration verify): too long for the everyday build
    @Test
    void a_board_of_a_million_cells_gets_a_greedy_answer_or_stops_at_its_limit_with_a_bound() throws Exception {
        Path board = dir.resolve("huge.flood");
        CliRun made = CliRun.of("floodit", "generate", "--rows", "1000", "--cols", "1000", "--colours", "6", "--seed",
                "1", "-o", board.toString());
        assertThat(made.exitCode()).as(made.err()).isZero();
        // ~670,000 components: beyond the beam, --heuristic plays the Fixed greedy, and its answer replays
        CliRun fixed = CliRun.of("floodit", "solve", board.toString(), "--heuristic", "--json");
        assertThat(fixed.exitCode()).as(fixed.err()).isZero();
        JsonNode greedy = new ObjectMapper().readTree(fixed.out());
        assertThat(greedy.get("length").asInt()).isGreaterThan(greedy.get("lowerBound").asInt());
        CliRun replay = CliRun.of("floodit", "check", board.toString(), greedy.get("moves").asText());
        assertThat(replay.exitCode()).as(replay.out()).isZero();
        // the exact search runs on adjacency lists there, and stops at its limit with the bound it proved
        CliRun exact = CliRun.of("floodit", "solve", board.toString(), "--timeout", "1s");
        assertThat(exact.exitCode()).isEqualTo(3);
        // the bound it proved: the greedy's bound on a quiet machine; on a loaded one a second may end before any
        // bound was worked out (beside a second build and four CPU hogs: "lower bound 0"), never above it
        assertThat(exact.out() + exact.err()).contains("time limit reached").doesNotContain("Exception")
                .containsPattern("lower bound \\d+");
        int proved = Integer.parseInt((exact.out() + exact.err()).replaceAll("(?s).*lower bound (\\d+).*", "$1"));
        assertThat(proved).isLessThanOrEqualTo(greedy.get("lowerBound").asInt());
        // the Free greedy keeps the component graph up to date: it answers, and its moves are replayed
        long start = System.nanoTime();
        CliRun free = CliRun.of("floodit", "solve", board.toString(), "--mode", "free", "--heuristic", "--timeout", "20s");
        assertThat(free.exitCode()).as(free.err()).isZero();
        assertThat(free.out()).contains("moves (not proved optimal)");
        // reading and contracting included: a few seconds quiet, the bound loose for a loaded machine
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(20.0);
    }

    @Test
    void a_sequence_that_does_not_flood_is_exit_3_with_what_is_left() throws Exception {
        Path board = file("b.flood", "123\n231\n312\n");
        CliRun run = CliRun.of("floodit", "check", board.toString(), "2");
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out()).startsWith("not flooded: 3 colours left after 1 moves").contains("223\n");
    }

    @Test
    void bad_boards_are_one_line_with_file_and_line() throws Exception {
        String[][] cases = {
            {"ragged.flood", "123\n12\n", ":2:1: this row has 2 cells, the first has 3"},
            {"char.flood", "123\n1?3\n", ":2:2: unknown colour '?'"},
            {"empty.flood", "\n", ":1:1: the file is empty"},
        };
        for (String[] c : cases) {
            Path f = file(c[0], c[1]);
            CliRun run = CliRun.of("floodit", "solve", f.toString());
            assertThat(run.exitCode()).as(c[0]).isEqualTo(2);
            assertThat(run.errLines()).isEqualTo(1);
            assertThat(run.err()).contains(f + c[2]);
        }
        CliRun badMove = CliRun.of("floodit", "check", file("b.flood", "12\n21\n").toString(), "0,0;9", "--mode", "free");
        assertThat(badMove.exitCode()).isEqualTo(2);
        assertThat(badMove.err()).contains("cannot read the move");
    }

    @Test
    void free_mode_picks_the_algorithm_from_the_shape_and_says_why() throws Exception {
        ObjectMapper json = new ObjectMapper();
        Path twoRows = file("two.flood", "1213124\n2131231\n");
        Path twoCols = file("cols.flood", "12\n21\n13\n32\n14\n");
        Path line = file("line.flood", "1231321\n");
        for (Path board : new Path[] {twoRows, twoCols, line}) {
            JsonNode auto = json.readTree(CliRun.of("floodit", "solve", board.toString(), "--mode", "free", "--json").out());
            JsonNode search = json.readTree(CliRun.of("floodit", "solve", board.toString(), "--mode", "free",
                    "--algorithm", "search", "--json").out());
            assertThat(auto.get("optimal").asBoolean()).isTrue();
            assertThat(auto.get("length").asInt()).isEqualTo(search.get("length").asInt());
            assertThat(CliRun.of("floodit", "check", board.toString(), auto.get("moves").asText(), "--mode", "free")
                    .exitCode()).isZero();
        }
        for (Path board : new Path[] {twoRows, twoCols}) {
            JsonNode auto = json.readTree(CliRun.of("floodit", "solve", board.toString(), "--pivot", "1,1", "--json").out());
            JsonNode astar = json.readTree(CliRun.of("floodit", "solve", board.toString(), "--pivot", "1,1",
                    "--algorithm", "search", "--json").out());
            assertThat(auto.get("algorithm").asText()).startsWith("two-row");
            assertThat(auto.get("length").asInt()).isEqualTo(astar.get("length").asInt());
            assertThat(CliRun.of("floodit", "check", board.toString(), auto.get("moves").asText(), "--pivot", "1,1")
                    .exitCode()).isZero();
        }
        CliRun explained = CliRun.of("floodit", "solve", twoRows.toString(), "--mode", "free", "--explain");
        assertThat(explained.out()).startsWith("two-row: ").contains("two rows");
        assertThat(CliRun.of("floodit", "solve", line.toString(), "--mode", "free", "--explain").out()).startsWith("path: ");
        CliRun forced = CliRun.of("floodit", "solve", file("square.flood", "123\n231\n312\n").toString(), "--mode", "free",
                "--algorithm", "two-row");
        assertThat(forced.exitCode()).isEqualTo(2);
        assertThat(forced.err().strip()).contains("square.flood").contains("two rows or two columns").doesNotContain("\n");
    }

    @Test
    void reduce_vc_writes_a_board_that_floods_in_n_plus_the_cover_number() throws Exception {
        Path graph = file("k2.col", "c one edge\np edge 2 1\ne 1 2\n");
        Path board = dir.resolve("k2.flood");
        CliRun reduce = CliRun.of("floodit", "reduce-vc", graph.toString(), "--output", board.toString());
        assertThat(reduce.exitCode()).isZero();
        assertThat(reduce.out()).contains("2×14").contains("5 + k moves").contains("least cover: 1");
        JsonNode solved = new ObjectMapper().readTree(CliRun.of("floodit", "solve", board.toString(), "--mode", "free",
                "--json").out());
        assertThat(solved.get("length").asInt()).isEqualTo(5 + 1);
        assertThat(solved.get("optimal").asBoolean()).isTrue();
        // -o FILE.json: the answer document, its fields in one fixed order
        Path json = dir.resolve("k2.json");
        assertThat(CliRun.of("floodit", "reduce-vc", graph.toString(), "-o", json.toString()).exitCode()).isZero();
        JsonNode answer = new ObjectMapper().readTree(Files.readString(json));
        assertThat(answer.fieldNames()).toIterable().containsExactly("columns", "colours", "baseMoves", "minimumCover",
                "board");
        assertThat(answer.get("columns").asInt()).isEqualTo(14);
        assertThat(answer.get("minimumCover").asInt()).isEqualTo(1);
        assertThat(answer.get("board")).hasSize(2);
        CliRun bad = CliRun.of("floodit", "reduce-vc", file("bad.col", "p edge 2 1\ne 1 1\n").toString());
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("bad.col:2:").contains("loop");
        assertThat(bad.out()).isEmpty();
    }
}
