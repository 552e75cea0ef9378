package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.StreamSupport;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Suguru commands end to end: real files, real exit codes, answers checked by the verifier. */
class SuguruCliTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    private Path generated(String name, String... extra) throws Exception {
        Path out = dir.resolve(name);
        String[] args = new String[] {"suguru", "generate", "--rows", "7", "--cols", "6", "--seed", "5", "-o", out.toString()};
        CliRun run = CliRun.of(concat(args, extra));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return out;
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static int[] flatten(JsonNode rows) {
        return StreamSupport.stream(rows.spliterator(), false)
                .flatMapToInt(r -> StreamSupport.stream(r.spliterator(), false).mapToInt(JsonNode::asInt))
                .toArray();
    }

    @Test
    void generate_then_solve_in_json_gives_a_verified_solution() throws Exception {
        Path puzzle = generated("g.sug");
        CliRun gen = CliRun.of("suguru", "generate", "--rows", "7", "--cols", "6", "--seed", "5", "--json");
        JsonNode g = JSON.readTree(gen.out());
        SuguruPuzzle p = SuguruPuzzle.of(RegionMap.of(GridShape.of(7, 6), flatten(g.get("regions"))),
                IntGrid.of(GridShape.of(7, 6), flatten(g.get("puzzle"))));
        for (String solver : new String[] {"auto", "fast", "paper"}) {
            CliRun run = CliRun.of("suguru", "solve", puzzle.toString(), "--solver", solver, "--json");
            assertThat(run.exitCode()).as(run.err()).isZero();
            JsonNode doc = JSON.readTree(run.out());
            assertThat(doc.get("status").asText()).isEqualTo("solved");
            IntGrid solution = IntGrid.of(GridShape.of(7, 6), flatten(doc.get("solution")));
            assertThat(SuguruVerifier.verify(p, solution)).isEmpty();
            assertThat(solution).isEqualTo(IntGrid.of(GridShape.of(7, 6), flatten(g.get("solution"))));
        }
    }

    @Test
    void solve_draws_region_borders() throws Exception {
        Path puzzle = file("p.sug", "AABB\nAABB\n\n1234\n34..\n");
        CliRun run = CliRun.of("suguru", "solve", puzzle.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("""
                +---+---+---+---+
                | 1   2 | 3   4 |
                +   +   +   +   +
                | 3   4 | 1   2 |
                +---+---+---+---+
                """);
    }

    @Test
    void unsolvable_is_exit_3_with_the_window_named() throws Exception {
        Path puzzle = file("p.sug", "AB\nCC\n");
        CliRun run = CliRun.of("suguru", "solve", puzzle.toString());
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out()).contains("2x2 window at r1c1..r2c2");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void the_sat_solver_answers_like_the_fast_one_with_the_same_exit_codes() throws Exception {
        Path puzzle = generated("g.sug");
        JsonNode fast = JSON.readTree(CliRun.of("suguru", "solve", puzzle.toString(), "--json").out());
        CliRun sat = CliRun.of("suguru", "solve", puzzle.toString(), "--solver", "sat", "--sat-solver", "sat4j", "--json");
        assertThat(sat.exitCode()).as(sat.err()).isZero();
        assertThat(JSON.readTree(sat.out()).get("solution")).isEqualTo(fast.get("solution"));
        CliRun count = CliRun.of("suguru", "count", puzzle.toString(), "--sat", "--sat-solver", "sat4j", "--json");
        assertThat(count.exitCode()).as(count.err()).isZero();
        assertThat(JSON.readTree(count.out()).get("unique").asBoolean()).isTrue();
        CliRun none = CliRun.of("suguru", "solve", file("p.sug", "AB\nCC\n").toString(), "--solver", "sat");
        assertThat(none.exitCode()).isEqualTo(3);
        assertThat(none.out()).contains("2x2 window at r1c1..r2c2");
        CliRun refuted = CliRun.of("suguru", "solve", file("q.sug", "AAB\nACB\n\n1..\n..1\n").toString(), "--solver",
                "sat", "--sat-solver", "sat4j");
        assertThat(refuted.exitCode()).as(refuted.out() + refuted.err()).isEqualTo(3);
        CliRun missing = CliRun.of("suguru", "solve", puzzle.toString(), "--solver", "sat", "--sat-solver",
                "no-such-solver-here");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.errLines()).isEqualTo(1);
    }

    @Test
    void a_requested_grade_is_generated_and_an_unknown_one_refused() throws Exception {
        CliRun hard = CliRun.of("suguru", "generate", "--rows", "8", "--cols", "8", "--seed", "4", "--grade", "hard",
                "--json");
        assertThat(hard.exitCode()).as(hard.err()).isZero();
        assertThat(JSON.readTree(hard.out()).get("difficulty").asText()).isEqualTo("hard");
        CliRun unknown = CliRun.of("suguru", "generate", "--rows", "8", "--cols", "8", "--grade", "fiendish");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown grade 'fiendish'", "easy, medium, hard, expert");
    }

    @Test
    void strip_is_picked_for_one_row() throws Exception {
        Path puzzle = file("p.sug", "ABBCCC\n");
        CliRun run = CliRun.of("suguru", "solve", puzzle.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("strip: solved");
        assertThat(CliRun.of("suguru", "solve", file("q.sug", "AB\nCB\n").toString(), "--solver", "strip").exitCode())
                .isEqualTo(2);
    }

    @Test
    void bad_input_is_one_line_with_file_line_and_column_and_exit_2() throws Exception {
        String[][] cases = {
            {"count.in", "2 3\n1 0 0\n0 0\n1 1 2\n1 3 2\n", ":3:1: expected 3 numbers"},
            {"nan.in", "2 3\n1 0 0\n0 x 1\n1 1 2\n1 3 2\n", ":3:3: expected given (a whole number), found 'x'"},
            {"split.in", "2 3\n0 0 0\n0 0 0\n1 2 1\n2 2 2\n", ":4:5: region 1 is not connected"},
            {"big.sug", "AAB\nACB\n\n1..\n.9.\n", ":5:2: given 9 at r2c2 does not fit its region"},
            {"empty.sug", "", ":1:1: the file is empty"},
        };
        for (String[] c : cases) {
            Path f = file(c[0], c[1]);
            CliRun run = CliRun.of("suguru", "solve", f.toString());
            assertThat(run.exitCode()).as(c[0]).isEqualTo(2);
            assertThat(run.errLines()).as(c[0]).isEqualTo(1);
            assertThat(run.err()).as(c[0]).contains(f + c[2]).doesNotContain("Exception");
            assertThat(run.out()).isEmpty();
        }
        CliRun missing = CliRun.of("suguru", "solve", dir.resolve("nope.sug").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file");
        CliRun unknown = CliRun.of("suguru", "solve", file("p.xyz", "AB\n").toString());
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("use --format");
    }

    @Test
    void verify_lists_problems_and_exits_3() throws Exception {
        Path puzzle = file("p.sug", "AAB\nACB\n\n...\n...\n");
        CliRun bad = CliRun.of("suguru", "verify", puzzle.toString(), file("bad.sug", "AAB\nACB\n\n231\n112\n").toString());
        assertThat(bad.out()).as(bad.err()).startsWith("invalid: 2 problems");
        assertThat(bad.exitCode()).isEqualTo(3);
        assertThat(bad.out()).contains("neighbours r2c1 and r2c2 both hold 1", "neighbours r1c3 and r2c2 both hold 1");
        CliRun json = CliRun.of("suguru", "verify", puzzle.toString(), file("bad.ans", "2 3 1\n1 . 2\n").toString());
        assertThat(json.exitCode()).isEqualTo(2); // '.' is not a number in the paper's answer format
        assertThat(json.err()).contains("bad.ans:2:3");
    }

    @Test
    void verify_accepts_the_solution_the_solver_prints() throws Exception {
        Path puzzle = generated("g.sug");
        JsonNode doc = JSON.readTree(CliRun.of("suguru", "solve", puzzle.toString(), "--json").out());
        StringBuilder ans = new StringBuilder();
        for (JsonNode row : doc.get("solution")) {
            for (JsonNode v : row) {
                ans.append(v.asInt()).append(' ');
            }
            ans.append('\n');
        }
        CliRun run = CliRun.of("suguru", "verify", puzzle.toString(), file("s.ans", ans.toString()).toString());
        assertThat(run.exitCode()).as(run.out()).isZero();
        assertThat(run.out()).startsWith("valid");
    }

    @Test
    void count_reports_uniqueness_and_limits() throws Exception {
        Path puzzle = generated("g.sug");
        CliRun unique = CliRun.of("suguru", "count", puzzle.toString(), "--limit", "2");
        assertThat(unique.out()).isEqualTo("1 solution (unique)" + System.lineSeparator());
        Path open = file("open.sug", "AAAA\nBBBB\n");
        CliRun many = CliRun.of("suguru", "count", open.toString(), "--limit", "3");
        assertThat(many.exitCode()).isZero();
        assertThat(many.out()).startsWith("at least 3 solutions (stopped at --limit 3)");
        CliRun all = CliRun.of("suguru", "count", open.toString());
        assertThat(all.out()).startsWith("exactly ");
    }

    @Test
    void generate_writes_the_file_whole_in_the_format_of_its_extension() throws Exception {
        Path in = generated("g.in");
        assertThat(Files.readString(in)).startsWith("7 6\n");
        Path sug = generated("g.sug");
        assertThat(Files.readString(sug)).startsWith("# Suguru 7x6");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
        CliRun bad = CliRun.of("suguru", "generate", "--rows", "5", "--cols", "5", "--max-region", "3");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("between 4 and");
    }

    @Test
    void hint_and_explain() throws Exception {
        Path puzzle = generated("g.sug", "--minimal");
        CliRun hint = CliRun.of("suguru", "hint", puzzle.toString());
        assertThat(hint.exitCode()).isZero();
        assertThat(hint.out()).startsWith("[").contains(" = ");
        CliRun explain = CliRun.of("suguru", "explain", puzzle.toString());
        assertThat(explain.exitCode()).isZero();
        assertThat(explain.out()).contains("   1. [").contains(" steps, ").contains("+---+");
    }
}
