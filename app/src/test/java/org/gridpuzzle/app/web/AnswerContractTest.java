package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.gridpuzzle.adapter.web.WebSettings;
import org.gridpuzzle.app.CliRun;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One answer, one shape: every web operation and its command-line twin, on the shipped examples, give the same answer
 * document. The web answer is the document with its picture ({@code svg}) beside it; times ({@code millis}) differ
 * from run to run and a source is named by its path on the command line and by its name on the web, so those are
 * compared after the picture is removed, the times zeroed and the sources cut to their names. The picture is compared
 * on its own: the web's {@code svg} is byte for byte what {@code -o FILE.svg} writes.
 */
class AnswerContractTest {

    private static final Set<String> TIMES = Set.of("millis", "solverMillis");

    private static WebClient web;
    private static final Set<String> covered = new TreeSet<>();
    private static final Set<String> pictures = new TreeSet<>();
    private static final java.util.concurrent.atomic.AtomicInteger drawings = new java.util.concurrent.atomic.AtomicInteger();

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        // the CLI runs without a time limit, so the web gets a long one: a default of 10 s stopped a one-second
        // Snowman SAT solve here (408) at load 8 with a second build running beside it
        web = new WebClient(WebSettings.defaults().withPool(2, 16)
                .withTimeouts(Duration.ofSeconds(50), Duration.ofSeconds(50)));
    }

    @AfterAll
    static void every_operation_was_compared() {
        try {
            List<String> operations = new ArrayList<>();
            web.get("/api/operations").json().get("operations").forEach(o -> operations.add(o.asText()));
            // suguru/picture only draws (the page's stepping through an explanation): it has no document
            operations.remove("suguru/picture");
            assertThat(covered).containsExactlyInAnyOrderElementsOf(operations);
            // every operation but the counts and the bound has a picture, the same on both sides
            operations.removeAll(List.of("suguru/count", "floodit/bound"));
            assertThat(pictures).containsExactlyInAnyOrderElementsOf(operations);
        } finally {
            web.close();
        }
    }

    /** The web's answer to {@code operation} on the example and the CLI's {@code --json} for {@code args} agree. */
    private JsonNode same(String operation, Map<String, Object> request, String... args) {
        WebClient.Reply reply = web.post("/api/" + operation, request);
        reply.expect(200);
        List<String> cli = new ArrayList<>(List.of(args));
        cli.add("--json");
        CliRun run = CliRun.of(cli.toArray(String[]::new));
        assertThat(run.err()).as(String.join(" ", cli)).doesNotContain("Exception");
        JsonNode fromWeb = normal(reply.json());
        JsonNode fromCli = normal(read(run.out()));
        assertThat(fromCli).as(operation + " against gridpuzzle " + String.join(" ", cli)).isEqualTo(fromWeb);
        covered.add(operation);
        samePicture(operation, reply.json(), args);
        return fromCli;
    }

    /**
     * One picture: what {@code -o FILE.svg} writes for the command is byte for byte the web answer's {@code svg}
     * (the web draws none only where the command line has no picture to save either).
     */
    private void samePicture(String operation, JsonNode fromWeb, String... args) {
        Path svg = dir.resolve("picture-" + drawings.incrementAndGet() + ".svg");
        List<String> cli = new ArrayList<>(List.of(args));
        cli.addAll(List.of("-o", svg.toString(), "-q"));
        CliRun run = CliRun.of(cli.toArray(String[]::new));
        boolean drawn = Files.exists(svg);
        if (!fromWeb.has("svg")) {
            assertThat(drawn).as(operation + ": the command line draws a picture the web does not: "
                    + String.join(" ", cli)).isFalse();
            return;
        }
        assertThat(drawn).as(operation + ": no picture from " + String.join(" ", cli) + ": " + run.err()).isTrue();
        try {
            assertThat(Files.readString(svg)).as(operation + ": the picture of " + String.join(" ", cli))
                    .isEqualTo(fromWeb.get("svg").asText());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        pictures.add(operation);
    }

    private static JsonNode read(String json) {
        try {
            return WebClient.JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + json, e);
        }
    }

    private static JsonNode normal(JsonNode node) {
        JsonNode copy = node.deepCopy();
        if (copy instanceof ObjectNode o) {
            o.remove("svg");
        }
        strip(copy);
        return copy;
    }

    private static void strip(JsonNode node) {
        if (node instanceof ObjectNode o) {
            for (Iterator<String> it = o.fieldNames(); it.hasNext();) {
                String field = it.next();
                if (TIMES.contains(field)) {
                    o.put(field, 0);
                } else if ((field.equals("source") || field.equals("solution")) && o.get(field).isTextual()) {
                    o.put(field, Path.of(o.get(field).asText()).getFileName().toString());
                } else {
                    strip(o.get(field));
                }
            }
        } else if (node != null && node.isArray()) {
            node.forEach(AnswerContractTest::strip);
        }
    }

    private static Map<String, Object> with(Map<String, Object> base, Object... keyValues) {
        Map<String, Object> m = new HashMap<>(base);
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put((String) keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    private static String example(String relative) {
        return Path.of("..", "examples", relative).toAbsolutePath().normalize().toString();
    }

    @Test
    void suguru() throws IOException {
        for (String name : List.of("suguru/easy-6x6.sug", "suguru/8x8.in")) {
            Map<String, Object> puzzle = WebClient.text(name);
            same("suguru/read", puzzle, "read", example(name));
            JsonNode solved = same("suguru/solve", puzzle, "suguru", "solve", example(name));
            same("suguru/count", puzzle, "suguru", "count", example(name)); // both default to the same limit
            same("suguru/hint", puzzle, "suguru", "hint", example(name));
            same("suguru/explain", puzzle, "suguru", "explain", example(name));
            StringBuilder rows = new StringBuilder();
            for (JsonNode row : solved.get("solution")) {
                row.forEach(v -> rows.append(v.asInt()).append(' '));
                rows.append('\n');
            }
            for (String grid : List.of(rows.toString(), rows.toString().replaceFirst("1 ", "2 "))) {
                Path answer = Files.writeString(dir.resolve("solution.ans"), grid);
                same("suguru/verify", with(puzzle, "solution", grid, "solutionName", "solution.ans"), "suguru", "verify",
                        example(name), answer.toString());
            }
        }
        same("suguru/generate", Map.of("rows", 5, "cols", 6, "seed", 3), "suguru", "generate", "--rows", "5", "--cols",
                "6", "--seed", "3");
    }

    @Test
    void flood_it() {
        for (String name : List.of("floodit/8x8-4.flood", "floodit/two-row-2x12.flood")) {
            Map<String, Object> board = WebClient.text(name);
            same("floodit/read", board, "read", example(name));
            JsonNode solved = same("floodit/solve", board, "floodit", "solve", example(name));
            same("floodit/bound", board, "floodit", "bound", example(name));
            String moves = solved.get("moves").asText();
            for (String played : List.of(moves, moves.substring(0, 2))) {
                same("floodit/check", with(board, "moves", played), "floodit", "check", example(name), played);
            }
        }
        Map<String, Object> free = WebClient.text("floodit/free-6x6-4.flood");
        JsonNode freeSolved = same("floodit/solve", with(free, "mode", "free"), "floodit", "solve",
                example("floodit/free-6x6-4.flood"), "--mode", "free");
        same("floodit/check", with(free, "mode", "free", "moves", freeSolved.get("moves").asText()), "floodit", "check",
                example("floodit/free-6x6-4.flood"), freeSolved.get("moves").asText(), "--mode", "free");
        same("floodit/generate", Map.of("rows", 4, "cols", 5, "colours", 3, "seed", 9), "floodit", "generate", "--rows",
                "4", "--cols", "5", "--colours", "3", "--seed", "9");
    }

    @Test
    void reachability() {
        for (String name : List.of("reach/maze.map", "reach/walled.map")) {
            Map<String, Object> map = WebClient.text(name);
            same("reach/read", map, "read", example(name));
            for (String encoding : List.of("path", "dag", "tree")) {
                same("reach/solve", with(map, "encoding", encoding, "implied", true), "reach", example(name),
                        "--encoding", encoding, "--implied");
            }
        }
    }

    @Test
    void sokoban_and_snowman() {
        Map<String, Object> levels = WebClient.text("sokoban/two.xsb");
        same("sokoban/read", levels, "read", example("sokoban/two.xsb"));
        JsonNode plan = same("sokoban/solve", with(levels, "level", 2), "sokoban", "solve", example("sokoban/two.xsb"),
                "--level", "2");
        String moves = plan.get("levels").get(0).get("moves").asText();
        same("sokoban/check", with(levels, "level", 2, "moves", moves), "sokoban", "check", example("sokoban/two.xsb"),
                moves, "--level", "2");
        same("sokoban/check", with(levels, "level", 2, "moves", "LLLL"), "sokoban", "check", example("sokoban/two.xsb"),
                "LLLL", "--level", "2");

        Map<String, Object> snow = WebClient.text("snowman/three-balls.lvl");
        same("snowman/read", snow, "read", example("snowman/three-balls.lvl"));
        JsonNode snowPlan = same("snowman/solve", with(snow, "strategy", "parallel"), "snowman", "solve",
                example("snowman/three-balls.lvl"), "--strategy", "parallel");
        String snowMoves = snowPlan.get("levels").get(0).get("moves").asText();
        same("snowman/check", with(snow, "moves", snowMoves), "snowman", "check", example("snowman/three-balls.lvl"),
                snowMoves);
    }
}
