package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.app.web.WebClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every operation of the API over the real wiring, each answer checked by another operation where one exists. */
class WebApiTest {

    private static WebClient web;

    @BeforeAll
    static void start() {
        web = WebClient.start(2, 16);
    }

    @AfterAll
    static void stop() {
        web.close();
    }

    private static Reply ok(String operation, Map<String, ?> body) {
        Reply r = web.post("/api/" + operation, body);
        r.expect(200);
        return r;
    }

    private static Map<String, Object> with(Map<String, Object> base, Object... keyValues) {
        Map<String, Object> m = new HashMap<>(base);
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put((String) keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    @Test
    void the_server_describes_itself_and_every_example_reads_in_its_genre() {
        JsonNode health = web.get("/api/health").json();
        assertThat(health.get("status").asText()).isEqualTo("ok");
        assertThat(health.get("workers").asInt()).isEqualTo(2);
        assertThat(health.get("heapMaxBytes").asLong()).isPositive();
        assertThat(web.get("/api/backends").json().get("solvers").toString()).contains("sat4j", "auto");
        JsonNode examples = web.get("/api/examples").json().get("examples");
        assertThat(examples.size()).isGreaterThanOrEqualTo(10);
        for (JsonNode e : examples) {
            Map<String, Object> body = new HashMap<>();
            body.put("text", e.get("text").asText());
            body.put("name", e.get("name").asText());
            Reply read = ok(e.get("genre").asText() + "/read", body);
            assertThat(read.text("summary")).as(e.get("id").asText()).isNotBlank();
            assertThat(read.text("svg")).startsWith("<?xml").contains("<svg");
        }
    }

    @Test
    void suguru_solve_count_hint_explain_picture_verify_and_generate_agree() {
        Map<String, Object> puzzle = WebClient.text("suguru/easy-6x6.sug");
        JsonNode solved = ok("suguru/solve", puzzle).json();
        assertThat(solved.get("status").asText()).isEqualTo("solved");
        String solution = rows(solved.get("solution"));
        JsonNode valid = ok("suguru/verify", with(puzzle, "solution", solution, "solutionName", "s.ans")).json();
        assertThat(valid.get("valid").asBoolean()).isTrue();
        String broken = solution.replaceFirst("1", "2");
        JsonNode invalid = ok("suguru/verify", with(puzzle, "solution", broken, "solutionName", "s.ans")).json();
        assertThat(invalid.get("valid").asBoolean()).isFalse();
        assertThat(invalid.get("violations").size()).isPositive();
        assertThat(invalid.get("svg").asText()).contains("#F6C6C6");

        JsonNode count = ok("suguru/count", puzzle).json();
        assertThat(count.get("unique").asBoolean()).isTrue();
        JsonNode hint = ok("suguru/hint", puzzle).json();
        assertThat(hint.get("steps")).hasSize(1);
        JsonNode explain = ok("suguru/explain", puzzle).json();
        JsonNode steps = explain.get("steps");
        assertThat(steps.size()).isPositive();
        assertThat(steps.get(0).get("text").asText()).isEqualTo(hint.get("steps").get(0).get("text").asText());
        assertThat(steps.get(steps.size() - 1).get("grid")).isEqualTo(solved.get("solution"));
        JsonNode step = steps.get(0);
        Map<String, Object> pictureRequest = with(puzzle, "grid", WebClient.JSON.convertValue(step.get("grid"), List.class),
                "targets", WebClient.JSON.convertValue(step.get("cells"), List.class),
                "because", WebClient.JSON.convertValue(step.get("because"), List.class));
        assertThat(ok("suguru/picture", pictureRequest).text("svg")).contains("#FFD98A");

        JsonNode generated = ok("suguru/generate", Map.of("rows", 6, "cols", 6, "seed", 11)).json();
        Map<String, Object> fresh = Map.of("text", generated.get("text").asText(), "name", "g.sug");
        assertThat(ok("suguru/count", fresh).json().get("unique").asBoolean()).isTrue();
        assertThat(ok("suguru/solve", fresh).text("status")).isEqualTo("solved");
        JsonNode bySat = ok("suguru/solve", Map.of("text", fresh.get("text"), "name", "g.sug", "solver", "sat")).json();
        assertThat(bySat.get("status").asText()).isEqualTo("solved");
        assertThat(bySat.get("solution")).isEqualTo(ok("suguru/solve", fresh).json().get("solution"));
        assertThat(ok("suguru/generate", Map.of("rows", 7, "cols", 7, "seed", 3, "grade", "easy")).text("difficulty"))
                .isEqualTo("easy");
    }

    @Test
    void floodit_solutions_replay_and_play_reports_the_position_and_its_bound() {
        Map<String, Object> board = WebClient.text("floodit/8x8-4.flood");
        JsonNode solved = ok("floodit/solve", board).json();
        assertThat(solved.get("optimal").asBoolean()).isTrue();
        String moves = solved.get("moves").asText();
        JsonNode replay = ok("floodit/check", with(board, "moves", moves)).json();
        assertThat(replay.get("flooded").asBoolean()).isTrue();
        assertThat(replay.get("moves").asInt()).isEqualTo(moves.length());
        // part of the way: the bound of the rest plus the moves made never exceeds the optimum
        JsonNode half = ok("floodit/check", with(board, "moves", moves.substring(0, 3))).json();
        assertThat(half.get("flooded").asBoolean()).isFalse();
        assertThat(3 + half.get("bound").get("fixedLowerBound").asInt()).isLessThanOrEqualTo(moves.length());
        JsonNode rest = ok("floodit/solve", Map.of("text", half.get("after").asText(), "name", "p.flood")).json();
        assertThat(3 + rest.get("length").asInt()).isGreaterThanOrEqualTo(moves.length());
        JsonNode bound = ok("floodit/bound", board).json();
        assertThat(bound.get("fixedLowerBound").asInt()).isLessThanOrEqualTo(moves.length());

        Map<String, Object> free = WebClient.text("floodit/two-row-2x12.flood");
        JsonNode freeSolved = ok("floodit/solve", with(free, "mode", "free")).json();
        assertThat(freeSolved.get("algorithm").asText()).isEqualTo("two-row");
        assertThat(ok("floodit/check", with(free, "mode", "free", "moves", freeSolved.get("moves").asText())).json()
                .get("flooded").asBoolean()).isTrue();
        JsonNode generated = ok("floodit/generate", Map.of("rows", 5, "cols", 7, "colours", 3, "seed", 2)).json();
        JsonNode read = ok("floodit/read", Map.of("text", generated.get("text").asText())).json();
        assertThat(read.get("rows").asInt() * 10 + read.get("cols").asInt()).isEqualTo(57);
    }

    /** XSokoban 1 from the page's examples, by the default strategy within the default limit: the optimal 97 pushes. */
    @Test
    void xsokoban_1_from_the_examples_is_solved_by_the_default_strategy() {
        JsonNode example = null;
        for (JsonNode e : web.get("/api/examples").json().get("examples")) {
            if (e.get("id").asText().equals("sokoban-xsokoban-1")) {
                example = e;
            }
        }
        assertThat(example).as("XSokoban 1 among the examples").isNotNull();
        JsonNode level = ok("sokoban/solve", Map.of("text", example.get("text").asText(), "name",
                example.get("name").asText())).json().get("levels").get(0);
        assertThat(level.get("objectMoves").asInt()).isEqualTo(97);
        assertThat(level.get("optimal").asBoolean()).isTrue();
        assertThat(ok("sokoban/check", Map.of("text", example.get("text").asText(), "name", example.get("name").asText(),
                "moves", level.get("moves").asText())).json().get("solved").asBoolean()).isTrue();
    }

    /** A board the proof cannot finish in its limit: the web answers the best sequence so far, its bound and gap. */
    @Test
    void a_stopped_flood_it_search_answers_its_best_sequence() {
        JsonNode generated = ok("floodit/generate", Map.of("rows", 26, "cols", 26, "colours", 6, "seed", 2)).json();
        Map<String, Object> board = Map.of("text", generated.get("text").asText(), "name", "b26.flood");
        Reply reply = web.post("/api/floodit/solve", with(board, "timeoutMs", 2000));
        reply.expect(408); // stopped by its time limit, with what it found so far
        JsonNode solved = reply.json();
        assertThat(solved.get("stopped").asText()).isEqualTo("time limit reached");
        assertThat(solved.get("gap").asInt()).isPositive()
                .isEqualTo(solved.get("length").asInt() - solved.get("lowerBound").asInt());
        assertThat(ok("floodit/check", with(board, "moves", solved.get("moves").asText())).json().get("flooded")
                .asBoolean()).isTrue();
    }

    @Test
    void reachability_with_every_encoding() {
        Map<String, Object> maze = WebClient.text("reach/maze.map");
        List<Integer> lengths = new ArrayList<>();
        for (String encoding : new String[] {"path", "dag", "tree"}) {
            JsonNode r = ok("reach/solve", with(maze, "encoding", encoding)).json();
            assertThat(r.get("reachable").asBoolean()).as(encoding).isTrue();
            lengths.add(r.get("path").size());
        }
        assertThat(lengths).allSatisfy(n -> assertThat(n).isGreaterThan(1));
        JsonNode walled = ok("reach/solve", WebClient.text("reach/walled.map")).json();
        assertThat(walled.get("reachable").asBoolean()).isFalse();
    }

    @Test
    void sokoban_and_snowman_plans_replay() {
        Map<String, Object> levels = WebClient.text("sokoban/two.xsb");
        assertThat(ok("sokoban/read", levels).json().get("levels")).hasSize(2);
        JsonNode plan = ok("sokoban/solve", with(levels, "level", 2)).json().get("levels").get(0);
        assertThat(plan.get("optimal").asBoolean()).isTrue();
        JsonNode replay = ok("sokoban/check", with(levels, "level", 2, "moves", plan.get("moves").asText())).json();
        assertThat(replay.get("solved").asBoolean()).isTrue();
        assertThat(replay.get("objectMoves").asInt()).isEqualTo(plan.get("objectMoves").asInt());
        assertThat(replay.get("svg").asText()).contains("class=\"frame\"");
        JsonNode wrong = ok("sokoban/check", with(levels, "level", 2, "moves", "LLLL")).json();
        assertThat(wrong.get("solved").asBoolean()).isFalse();
        assertThat(wrong.get("failedAt").asInt()).isEqualTo(1);

        Map<String, Object> snow = WebClient.text("snowman/three-balls.lvl");
        JsonNode snowPlan = ok("snowman/solve", with(snow, "strategy", "parallel")).json().get("levels").get(0);
        assertThat(ok("snowman/check", with(snow, "moves", snowPlan.get("moves").asText())).json().get("solved")
                .asBoolean()).isTrue();
    }

    /** The grid as the text format's number rows ('.' for empty). */
    private static String rows(JsonNode grid) {
        StringBuilder sb = new StringBuilder();
        for (JsonNode row : grid) {
            for (JsonNode v : row) {
                sb.append(v.asInt());
                sb.append(' ');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
