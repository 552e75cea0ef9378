package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a solving command writes with {@code -o}, the matching check command reads back and accepts. */
class RoundTripTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    private static CliRun ok(String... args) {
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + "\n" + run.err()).isZero();
        return run;
    }

    @Test
    void suguru_solutions_in_every_text_format_verify() throws Exception {
        String puzzle = Examples.path("suguru/easy-6x6.sug");
        for (String name : new String[] {"s.sug", "s.ans", "s.in", "s.json"}) {
            CliRun solve = ok("suguru", "solve", puzzle, "-o", out(name));
            assertThat(solve.err()).contains("wrote " + out(name));
            if (!name.endsWith(".json")) {
                CliRun verify = ok("suguru", "verify", puzzle, out(name));
                assertThat(verify.out()).startsWith("valid: ");
            }
        }
        JsonNode doc = JSON.readTree(Files.readString(dir.resolve("s.json")));
        assertThat(doc.get("status").asText()).isEqualTo("solved");
        // the .in file is a whole puzzle with every cell given: solving it again changes nothing
        CliRun again = ok("suguru", "solve", out("s.in"), "--format", "paper", "-o", out("again.ans"));
        assertThat(Files.readString(dir.resolve("again.ans"))).isEqualTo(Files.readString(dir.resolve("s.ans")));
        assertThat(again.exitCode()).isZero();
    }

    @Test
    void suguru_verify_writes_the_grid_it_checked_and_generate_writes_a_puzzle_that_solves() throws Exception {
        String puzzle = Examples.path("suguru/easy-6x6.sug");
        ok("suguru", "solve", puzzle, "-o", out("s.sug"));
        ok("suguru", "verify", puzzle, out("s.sug"), "-o", out("checked.sug"));
        assertThat(Files.readString(dir.resolve("checked.sug"))).isEqualTo(Files.readString(dir.resolve("s.sug")));
        ok("suguru", "generate", "--rows", "5", "--cols", "5", "--seed", "3", "-o", out("g.sug"));
        ok("suguru", "count", out("g.sug"), "--limit", "2", "-o", out("count.txt"));
        assertThat(Files.readString(dir.resolve("count.txt"))).contains("unique");
    }

    @Test
    void floodit_moves_replay_in_both_modes() {
        String fixed = Examples.path("floodit/8x8-4.flood");
        ok("floodit", "solve", fixed, "-o", out("fixed.moves"));
        assertThat(ok("floodit", "check", fixed, "@" + out("fixed.moves")).out()).startsWith("flooded in ");
        String free = Examples.path("floodit/free-6x6-4.flood");
        ok("floodit", "solve", free, "--mode", "free", "-o", out("free.moves"));
        assertThat(ok("floodit", "check", free, "@" + out("free.moves"), "--mode", "free").out()).startsWith("flooded in ");
        // a board written by generate is read back by solve
        ok("floodit", "generate", "--rows", "4", "--cols", "5", "--colours", "3", "-o", out("g.flood"));
        ok("floodit", "solve", out("g.flood"), "-o", out("g.moves"));
        ok("floodit", "check", out("g.flood"), "@" + out("g.moves"));
    }

    @Test
    void sokoban_and_snowman_plans_replay() {
        String xsb = Examples.path("sokoban/two.xsb");
        ok("sokoban", "solve", xsb, "--level", "2", "-o", out("two.lurd"));
        assertThat(ok("sokoban", "check", xsb, "@" + out("two.lurd"), "--level", "2").out()).contains("solved in");
        String lvl = Examples.path("snowman/three-balls.lvl");
        ok("snowman", "solve", lvl, "--strategy", "parallel", "-o", out("snow.lurd"));
        assertThat(ok("snowman", "check", lvl, "@" + out("snow.lurd")).out()).contains("solved in");
    }

    @Test
    void a_reachability_map_with_its_path_drawn_reads_back_with_the_same_answer() throws Exception {
        String map = Examples.path("reach/maze.map");
        CliRun first = ok("reach", map, "-o", out("path.map"));
        CliRun second = ok("reach", out("path.map"));
        assertThat(second.out().lines().findFirst()).isEqualTo(first.out().lines().findFirst());
        assertThat(Files.readString(dir.resolve("path.map"))).contains("*");
    }

    @Test
    void pictures_are_written_for_every_genre() throws Exception {
        ok("suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o", out("s.svg"));
        ok("floodit", "solve", Examples.path("floodit/8x8-4.flood"), "-o", out("f.png"));
        ok("reach", Examples.path("reach/maze.map"), "-o", out("r.svg"));
        ok("sokoban", "solve", Examples.path("sokoban/two.xsb"), "-o", out("k.svg"));
        assertThat(Files.readString(dir.resolve("s.svg"))).startsWith("<?xml").contains("<svg");
        byte[] png = Files.readAllBytes(dir.resolve("f.png"));
        assertThat(png).startsWith(0x89, 'P', 'N', 'G');
        assertThat(Files.readString(dir.resolve("k.svg"))).contains("<animate");
        assertThat(Files.readString(dir.resolve("r.svg"))).contains("<svg");
    }
}
