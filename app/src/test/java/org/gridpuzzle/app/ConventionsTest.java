package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command-line conventions: nested help, -q, --json everywhere, completion scripts that complete. */
class ConventionsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void help_names_nested_commands_and_rejects_unknown_ones() {
        CliRun solve = CliRun.of("help", "suguru", "solve");
        assertThat(solve.exitCode()).isZero();
        assertThat(solve.out()).startsWith("Usage: gridpuzzle suguru solve ").contains("--solver=SOLVER");
        CliRun family = CliRun.of("help", "floodit");
        assertThat(family.out()).startsWith("Usage: gridpuzzle floodit ").contains("reduce-vc");
        CliRun unknown = CliRun.of("help", "suguru", "nope");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.errLines()).isEqualTo(1);
        assertThat(unknown.err()).contains("'nope'", "gridpuzzle suguru --help");
    }

    @Test
    void help_formats_names_every_format_read_and_written() {
        CliRun formats = CliRun.of("help", "formats");
        assertThat(formats.exitCode()).isZero();
        assertThat(formats.out()).contains(".sug", ".in", ".ans", ".flood", ".col", ".map", ".xsb", ".sok", ".slc",
                ".lvl", ".cnf", "LURD", "rROWcCOL:colour", ".svg", ".png", ".json", "Windows-1252");
        assertThat(CliRun.of("help").out()).contains("help formats");
    }

    @Test
    void rows_and_columns_count_from_1_and_the_old_forms_still_read() {
        String board = Examples.path("floodit/8x8-4.flood");
        String byNew = CliRun.of("floodit", "solve", board, "--pivot", "r2c3", "-q").out().lines().findFirst().orElseThrow();
        String byOld = CliRun.of("floodit", "solve", board, "--pivot", "1,2", "-q").out().lines().findFirst().orElseThrow();
        assertThat(byNew).isEqualTo(byOld);
        String free = Examples.path("floodit/free-6x6-4.flood");
        CliRun solved = CliRun.of("floodit", "solve", free, "--mode", "free", "-q");
        String moves = solved.out().lines().findFirst().orElseThrow();
        assertThat(moves).matches("(r\\d+c\\d+:\\w ?)+");
        CliRun checked = CliRun.of("floodit", "check", free, moves, "--mode", "free");
        assertThat(checked.exitCode()).isZero();
        assertThat(checked.err()).isEmpty();
        // the same moves in the old form, counted from 0: read, with a warning
        StringBuilder old = new StringBuilder();
        for (String item : moves.split(" ")) {
            String[] p = item.split("[rc:]");
            old.append(Integer.parseInt(p[1]) - 1).append(',').append(Integer.parseInt(p[2]) - 1).append(':').append(p[3])
                    .append(' ');
        }
        CliRun oldForm = CliRun.of("floodit", "check", free, old.toString().strip(), "--mode", "free");
        assertThat(oldForm.exitCode()).isZero();
        assertThat(oldForm.err()).contains("warning", "count from 0");
        assertThat(CliRun.of("floodit", "check", free, "r0c1:2", "--mode", "free").err()).contains("count from 1");
    }

    @Test
    void quiet_silences_progress_and_wrote_lines_but_not_the_answer() {
        String level = Examples.path("snowman/three-balls.lvl");
        String target = dir.resolve("plan.lurd").toString();
        CliRun loud = CliRun.of("snowman", "solve", level, "-o", target);
        assertThat(loud.err()).contains("[snowman]", "wrote ");
        CliRun quiet = CliRun.of("snowman", "solve", level, "-o", target, "-q");
        assertThat(quiet.exitCode()).isZero();
        assertThat(quiet.err()).isEmpty();
        // the same answer (the plan line; the summary line ends with a timing)
        assertThat(quiet.out().lines().findFirst()).isEqualTo(loud.out().lines().findFirst());
        // -q may come before the command too: it belongs to the root and every command inherits it
        assertThat(CliRun.of("-q", "snowman", "solve", level).err()).isEmpty();
    }

    @Test
    void json_from_the_floodit_check_bound_generate_and_sat_commands() throws Exception {
        String board = Examples.path("floodit/8x8-4.flood");
        JsonNode check = JSON.readTree(CliRun.of("floodit", "check", board, "1234", "--json").out());
        assertThat(check.get("flooded").asBoolean()).isFalse();
        assertThat(check.get("moves").asInt()).isEqualTo(4);
        JsonNode bound = JSON.readTree(CliRun.of("floodit", "bound", board, "--json").out());
        assertThat(bound.get("components").asInt()).isPositive();
        assertThat(bound.get("fixedFloodDistance").asInt()).isGreaterThanOrEqualTo(bound.get("fixedColoursLeft").asInt());
        JsonNode generated = JSON.readTree(CliRun.of("floodit", "generate", "--rows", "2", "--cols", "3", "--json").out());
        assertThat(generated.get("text").asText().lines().toList()).hasSize(2).allSatisfy(row -> assertThat(row).hasSize(3));
        Path cnf = Files.writeString(dir.resolve("f.cnf"), "p cnf 2 2\n1 2 0\n-1 0\n");
        JsonNode sat = JSON.readTree(CliRun.of("sat", cnf.toString(), "--json").out());
        assertThat(sat.get("status").asText()).isEqualTo("sat");
        assertThat(sat.get("model").get(0).asInt()).isEqualTo(-1);
        assertThat(sat.get("model").get(1).asInt()).isEqualTo(2);
    }

    @Test
    void dimacs_creates_its_folder() throws Exception {
        Path folder = dir.resolve("new").resolve("cnf");
        CliRun run = CliRun.of("reach", Examples.path("reach/maze.map"), "--dimacs", folder.resolve("maze.cnf").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readString(folder.resolve("maze.cnf"))).contains("p cnf ");
        CliRun plans = CliRun.of("sokoban", "solve", Examples.path("sokoban/two.xsb"), "--strategy", "sequential",
                "--dimacs", folder.resolve("k").toString());
        assertThat(plans.exitCode()).as(plans.err()).isZero();
        try (var files = Files.list(folder.resolve("k"))) {
            assertThat(files.count()).isPositive();
        }
    }

    @Test
    void the_bash_completion_script_completes_commands_and_option_values() throws Exception {
        CliRun script = CliRun.of("completion", "bash");
        assertThat(script.exitCode()).isZero();
        assertThat(CliRun.of("completion", "zsh").out()).contains("bashcompinit");
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "no /bin/bash to run the completion script");
        Path file = Files.writeString(dir.resolve("gridpuzzle.bash"), script.out());
        assertThat(complete(file, "gridpuzzle", "suguru", "so")).containsExactly("solve");
        assertThat(complete(file, "gridpuzzle", "floodit", "solve", "--mode", "")).containsExactly("fixed", "free");
        assertThat(complete(file, "gridpuzzle", "sokoban", "solve", "--strategy", "re")).containsExactly("recipe");
        assertThat(complete(file, "gridpuzzle", "")).contains("suguru", "floodit", "reach", "sat", "sokoban", "snowman",
                "completion", "help").doesNotContain("bench", "experiment");
    }

    /** What bash offers for the last word, by calling the script's completion function as bash would. */
    private static List<String> complete(Path script, String... words) throws Exception {
        StringBuilder array = new StringBuilder();
        for (String w : words) {
            array.append('\'').append(w).append("' ");
        }
        String line = String.join(" ", words);
        String program = "source '" + script + "' 2>/dev/null; COMP_WORDS=(" + array + "); COMP_CWORD=" + (words.length - 1)
                + "; COMP_LINE='" + line + "'; COMP_POINT=" + line.length() + "; _complete_gridpuzzle 2>/dev/null;"
                + " printf '%s\\n' \"${COMPREPLY[@]}\"";
        Process bash = new ProcessBuilder("/bin/bash", "-c", program).redirectErrorStream(false).start();
        String out = new String(bash.getInputStream().readAllBytes());
        assertThat(bash.waitFor(10, TimeUnit.SECONDS)).isTrue();
        return out.lines().filter(s -> !s.isEmpty()).sorted().toList();
    }
}
