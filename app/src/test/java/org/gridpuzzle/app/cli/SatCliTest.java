package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.app.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SatCliTest {

    private static final String MAZE = "#######\n#S..#.#\n#.#.#.#\n#.#...#\n#...#T#\n#######\n";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void reach_with_each_encoding_prints_a_path_that_walks_the_map() throws Exception {
        Path map = file("m.map", MAZE);
        for (String encoding : new String[] {"dag", "path", "tree"}) {
            CliRun run = CliRun.of("reach", map.toString(), "--encoding", encoding, "--json");
            assertThat(run.exitCode()).as(run.err()).isZero();
            JsonNode doc = new ObjectMapper().readTree(run.out());
            assertThat(doc.get("reachable").asBoolean()).isTrue();
            JsonNode path = doc.get("path");
            assertThat(path.get(0).toString()).isEqualTo("[2,2]"); // counted from 1, as --from r2c2 names it
            assertThat(path.get(path.size() - 1).toString()).isEqualTo("[5,6]");
            String[] rows = MAZE.split("\n");
            for (int i = 0; i < path.size(); i++) {
                int r = path.get(i).get(0).asInt();
                int c = path.get(i).get(1).asInt();
                assertThat(rows[r - 1].charAt(c - 1)).isNotEqualTo('#');
                if (i > 0) {
                    int dr = Math.abs(r - path.get(i - 1).get(0).asInt());
                    int dc = Math.abs(c - path.get(i - 1).get(1).asInt());
                    assertThat(dr + dc).isEqualTo(1);
                }
            }
            assertThat(doc.get("variables").asInt()).isPositive();
        }
        CliRun tree = CliRun.of("reach", map.toString(), "--encoding", "tree", "--json");
        // every open cell of this maze is connected to S
        long open = MAZE.chars().filter(ch -> ch != '#' && ch != '\n').count();
        assertThat(new ObjectMapper().readTree(tree.out()).get("component")).hasSize((int) open);
    }

    @Test
    void unreachable_is_exit_3_and_the_dimacs_is_written() throws Exception {
        Path map = file("m.map", "#####\n#S#T#\n#####\n");
        Path cnf = dir.resolve("out.cnf");
        CliRun run = CliRun.of("reach", map.toString(), "--encoding", "dag", "--dimacs", cnf.toString());
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out()).startsWith("not reachable");
        assertThat(Files.readString(cnf)).contains("p cnf");
        CliRun sat = CliRun.of("sat", cnf.toString());
        assertThat(sat.exitCode()).isEqualTo(20);
        assertThat(sat.out()).contains("s UNSATISFIABLE");
    }

    @Test
    void sat_prints_a_model_that_satisfies_the_formula() throws Exception {
        Path cnf = file("f.cnf", "p cnf 3 3\n1 2 0\n-1 0\n-2 3 0\n");
        CliRun run = CliRun.of("sat", cnf.toString());
        assertThat(run.exitCode()).isEqualTo(10);
        assertThat(run.out()).contains("s SATISFIABLE", "v -1 2 3 0");
    }

    @Test
    void bad_input_gives_one_line_and_exit_2() throws Exception {
        CliRun dimacs = CliRun.of("sat", file("bad.cnf", "p cnf 2 1\n1 x 0\n").toString());
        assertThat(dimacs.exitCode()).isEqualTo(2);
        assertThat(dimacs.err()).contains("bad.cnf:2:3").doesNotContain("Exception");
        assertThat(dimacs.errLines()).isEqualTo(1);
        CliRun solver = CliRun.of("sat", file("ok.cnf", "p cnf 1 1\n1 0\n").toString(), "--sat-solver", "nonexistent-solver");
        assertThat(solver.exitCode()).isEqualTo(2);
        assertThat(solver.err()).contains("'nonexistent-solver' is not an executable on the PATH");
        CliRun wall = CliRun.of("reach", file("m.map", MAZE).toString(), "--from", "0,0");
        assertThat(wall.exitCode()).isEqualTo(2);
        assertThat(wall.err()).contains("r1c1 is a wall");
        CliRun encoding = CliRun.of("reach", file("m2.map", MAZE).toString(), "--encoding", "bfs");
        assertThat(encoding.exitCode()).isEqualTo(2);
    }
}
