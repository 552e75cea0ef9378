package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The web adapter's API over its own small wiring: answers are the use cases' answer documents with the picture
 * beside them, bad requests are 400 with the field or the line and column, every solution is checked by verify.
 */
class WebOperationsTest {

    private static final String PUZZLE = "AABBBC\nAAABBC\nDDEEEF\nDDDEEF\nGGHHHI\nGGGHHI\n\n"
            + "13.3..\n......\n..2...\n..3..1\n5.....\n....5.\n";
    private static final String BOARD = "1213\n2311\n3121\n1232\n";

    private static WebServer server;
    private static HttpClient client;
    private static String base;

    @BeforeAll
    static void start() {
        server = WebTestComponent.server(2, 8);
        base = "http://127.0.0.1:" + server.start();
        client = HttpClient.newHttpClient();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Map.Entry<Integer, JsonNode> post(String operation, Map<String, ?> body) throws Exception {
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + "/api/" + operation))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(Json.write(body)))
                .build(), HttpResponse.BodyHandlers.ofString());
        return Map.entry(r.statusCode(), Json.MAPPER.readTree(r.body()));
    }

    private static JsonNode ok(String operation, Map<String, ?> body) throws Exception {
        Map.Entry<Integer, JsonNode> r = post(operation, body);
        assertThat(r.getKey()).as(operation + ": " + r.getValue()).isEqualTo(200);
        return r.getValue();
    }

    private static Map<String, Object> with(Map<String, Object> base, Object... keyValues) {
        Map<String, Object> m = new HashMap<>(base);
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put((String) keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    @Test
    void suguru_answers_are_documents_with_a_picture_and_agree_with_each_other() throws Exception {
        Map<String, Object> puzzle = Map.of("text", PUZZLE, "name", "six.sug");
        JsonNode read = ok("suguru/read", puzzle);
        assertThat(read.get("source").asText()).isEqualTo("six.sug");
        assertThat(read.get("rows").asInt()).isEqualTo(6);
        assertThat(read.get("svg").asText()).isEqualTo("<svg>SuguruGrid</svg>");

        JsonNode solved = ok("suguru/solve", puzzle);
        assertThat(solved.get("status").asText()).isEqualTo("solved");
        assertThat(solved.get("reason").isNull()).isTrue();
        StringBuilder rows = new StringBuilder();
        for (JsonNode row : solved.get("solution")) {
            row.forEach(v -> rows.append(v.asInt()).append(" "));
            rows.append('\n');
        }
        JsonNode valid = ok("suguru/verify", with(puzzle, "solution", rows.toString(), "solutionName", "s.ans"));
        assertThat(valid.get("valid").asBoolean()).as(valid.toString()).isTrue();
        JsonNode invalid = ok("suguru/verify", with(puzzle, "solution", rows.toString().replaceFirst("1 ", "2 "),
                "solutionName", "s.ans"));
        assertThat(invalid.get("valid").asBoolean()).isFalse();
        assertThat(invalid.get("violations").get(0).get("cells").get(0)).hasSize(2);

        assertThat(ok("suguru/count", puzzle).get("unique").asBoolean()).isTrue();
        JsonNode hint = ok("suguru/hint", puzzle);
        assertThat(hint.get("steps")).hasSize(1);
        assertThat(hint.get("solution").isNull()).isTrue();
        JsonNode explained = ok("suguru/explain", puzzle);
        assertThat(explained.get("status").asText()).isEqualTo("explained");
        assertThat(explained.get("solution")).isEqualTo(solved.get("solution"));
        JsonNode last = explained.get("steps").get(explained.get("steps").size() - 1);
        assertThat(last.get("grid")).isEqualTo(solved.get("solution"));

        JsonNode generated = ok("suguru/generate", Map.of("rows", 4, "cols", 5, "seed", 7));
        assertThat(generated.get("seed").asLong()).isEqualTo(7);
        JsonNode again = ok("suguru/count", Map.of("text", generated.get("text").asText(), "name", "g.sug"));
        assertThat(again.get("unique").asBoolean()).isTrue();
        assertThat(ok("suguru/picture", with(puzzle, "targets", java.util.List.of(java.util.List.of(1, 3))))
                .get("svg").asText()).isEqualTo("<svg>SuguruGrid</svg>");
    }

    @Test
    void flood_it_solutions_replay_and_the_position_reached_is_bounded() throws Exception {
        Map<String, Object> board = Map.of("text", BOARD, "name", "b.flood");
        assertThat(ok("floodit/read", board).get("components").asInt()).isPositive();
        JsonNode solved = ok("floodit/solve", board);
        assertThat(solved.get("optimal").asBoolean()).isTrue();
        assertThat(solved.get("gap").asInt()).isZero();
        JsonNode flooded = ok("floodit/check", with(board, "moves", solved.get("moves").asText()));
        assertThat(flooded.get("flooded").asBoolean()).isTrue();
        assertThat(flooded.get("moves").asInt()).isEqualTo(solved.get("length").asInt());
        JsonNode partial = ok("floodit/check", with(board, "moves", solved.get("moves").asText().substring(0, 1)));
        assertThat(partial.get("flooded").asBoolean()).isFalse();
        assertThat(partial.get("bound").get("fixedLowerBound").asInt()).isBetween(1, solved.get("length").asInt() - 1);
        JsonNode bound = ok("floodit/bound", board);
        assertThat(bound.get("fixedLowerBound").asInt()).isBetween(1, solved.get("length").asInt());
        assertThat(ok("floodit/generate", Map.of("rows", 3, "cols", 4, "seed", 2)).get("text").asText().lines())
                .hasSize(3);
    }

    @Test
    void bad_requests_name_the_field_or_the_line_and_column() throws Exception {
        Map.Entry<Integer, JsonNode> unknown = post("suguru/solve", Map.of("text", PUZZLE, "colour", 3));
        assertThat(unknown.getKey()).as(unknown::toString).isEqualTo(400);
        assertThat(unknown.getValue().get("option").asText()).isEqualTo("colour");
        Map.Entry<Integer, JsonNode> broken = post("suguru/solve", Map.of("text", "AB\nAB\n\n1.\nx.\n", "name", "p.sug"));
        assertThat(broken.getKey()).as(broken::toString).isEqualTo(400);
        assertThat(broken.getValue().get("file").asText()).isEqualTo("p.sug");
        assertThat(broken.getValue().get("line").asInt()).isEqualTo(5);
        Map.Entry<Integer, JsonNode> missing = post("floodit/solve", Map.of("name", "b.flood"));
        assertThat(missing.getKey()).as(missing::toString).isEqualTo(400);
        assertThat(missing.getValue().get("option").asText()).isEqualTo("text");
        Map.Entry<Integer, JsonNode> nothing = post("suguru/nothing", Map.of());
        assertThat(nothing.getKey()).as(nothing::toString).isEqualTo(404);
    }

    @Test
    void every_example_reads_in_its_genre() throws IOException, InterruptedException {
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + "/api/examples")).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode examples = Json.MAPPER.readTree(r.body()).get("examples");
        assertThat(examples.size()).isGreaterThanOrEqualTo(10);
        for (JsonNode e : examples) {
            try {
                JsonNode read = ok(e.get("genre").asText() + "/read", Map.of("text", e.get("text").asText(),
                        "name", e.get("name").asText()));
                assertThat(read.get("summary").asText()).as(e.get("id").asText()).isNotBlank();
            } catch (Exception ex) {
                throw new AssertionError(e.get("id").asText(), ex);
            }
        }
    }
}
