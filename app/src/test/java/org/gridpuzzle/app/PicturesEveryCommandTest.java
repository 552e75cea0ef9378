package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved pictures never lie: every command that takes {@code -o}, given {@code x.png} or {@code x.svg}, either writes a
 * real picture or refuses at once (exit 2, one line, nothing on stdout, no file). The list of commands comes from the
 * command tree itself, so a new command with {@code -o} fails here until it has an example run.
 */
class PicturesEveryCommandTest {

    @TempDir
    Path dir;

    /** A small run of each command (the arguments before {@code -o}). */
    private Map<String, String[]> examples() throws Exception {
        String board = Examples.path("floodit/8x8-4.flood");
        String sug = Examples.path("suguru/minimal-10x10.sug");
        String xsb = Examples.path("sokoban/two.xsb");
        String lvl = Examples.path("snowman/three-balls.lvl");
        Path cnf = Files.writeString(dir.resolve("f.cnf"), "p cnf 2 2\n1 2 0\n-1 0\n");
        Path graph = Files.writeString(dir.resolve("g.col"), "p edge 3 2\ne 1 2\ne 2 3\n");
        Path filled = dir.resolve("filled.sug");
        assertThat(CliRun.of("suguru", "solve", sug, "-o", filled.toString(), "-q").exitCode()).isZero();
        String sokobanPlan = CliRun.of("sokoban", "solve", xsb, "-o", "-", "-q").out().strip();
        String snowmanPlan = CliRun.of("snowman", "solve", lvl, "-o", "-", "-q").out().strip();
        Map<String, String[]> runs = new LinkedHashMap<>();
        runs.put("floodit solve", new String[] {"floodit", "solve", board});
        runs.put("floodit check", new String[] {"floodit", "check", board, "1234"});
        runs.put("floodit bound", new String[] {"floodit", "bound", board});
        runs.put("floodit generate", new String[] {"floodit", "generate", "--rows", "4", "--cols", "5"});
        runs.put("floodit reduce-vc", new String[] {"floodit", "reduce-vc", graph.toString()});
        runs.put("reach", new String[] {"reach", Examples.path("reach/maze.map")});
        runs.put("read", new String[] {"read", sug});
        runs.put("sat", new String[] {"sat", cnf.toString()});
        runs.put("snowman solve", new String[] {"snowman", "solve", lvl});
        runs.put("snowman check", new String[] {"snowman", "check", lvl, snowmanPlan});
        runs.put("sokoban solve", new String[] {"sokoban", "solve", xsb});
        runs.put("sokoban check", new String[] {"sokoban", "check", xsb, sokobanPlan});
        runs.put("suguru solve", new String[] {"suguru", "solve", sug});
        runs.put("suguru verify", new String[] {"suguru", "verify", sug, filled.toString()});
        runs.put("suguru count", new String[] {"suguru", "count", sug});
        runs.put("suguru generate", new String[] {"suguru", "generate", "--rows", "5", "--cols", "5"});
        runs.put("suguru explain", new String[] {"suguru", "explain", sug});
        runs.put("suguru hint", new String[] {"suguru", "hint", sug});
        return runs;
    }

    @Test
    void every_command_writes_a_real_picture_or_refuses_before_working() throws Exception {
        Map<String, String[]> runs = examples();
        assertThat(runs.keySet()).as("an example run for every command with -o")
                .containsAll(CommandTreeWalk.commandsWith("-o"));
        List<String> drawn = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (Map.Entry<String, String[]> e : runs.entrySet()) {
            for (String extension : new String[] {"png", "svg"}) {
                Path target = dir.resolve(e.getKey().replace(' ', '-') + "." + extension);
                String[] args = Stream.concat(Stream.of(e.getValue()), Stream.of("-o", target.toString(), "-q"))
                        .toArray(String[]::new);
                CliRun run = CliRun.of(args);
                String what = String.join(" ", args) + "\n" + run.err();
                if (run.exitCode() == 2) {
                    assertThat(run.out()).as(what).isEmpty();
                    assertThat(run.errLines()).as(what).isEqualTo(1);
                    assertThat(run.err()).as(what).contains("answers in text");
                    assertThat(target).as(what).doesNotExist();
                    refused.add(e.getKey() + " ." + extension);
                    continue;
                }
                assertThat(run.exitCode()).as(what).isIn(0, 3);
                byte[] bytes = Files.readAllBytes(target);
                if (extension.equals("png")) {
                    assertThat(bytes).as(what).startsWith(0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n');
                } else {
                    assertThat(new String(bytes, java.nio.charset.StandardCharsets.UTF_8)).as(what)
                            .startsWith("<?xml").contains("<svg").endsWith("</svg>\n");
                }
                drawn.add(e.getKey() + " ." + extension);
            }
        }
        // the text answers, and nothing else, are refused
        assertThat(refused).containsExactlyInAnyOrder("floodit bound .png", "floodit bound .svg", "sat .png", "sat .svg",
                "suguru count .png", "suguru count .svg");
        assertThat(drawn).hasSize(2 * runs.size() - refused.size());
    }
}
