package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import org.gridpuzzle.app.web.WebClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fess strategy and the node limit on the web (#68): the request's {@code nodes} and {@code strategy} come from the
 * operation's descriptor, the OpenAPI document shows them, and the answer carries the nodes expanded; what the command
 * line refuses with exit 2, the web refuses with 400 naming the field, before the job is queued.
 */
class FessWebTest {

    private static WebClient web;

    @BeforeAll
    static void start() {
        web = WebClient.start(1, 4);
    }

    @AfterAll
    static void stop() {
        web.close();
    }

    private static Map<String, Object> xsokoban1(Object... keyValues) {
        Map<String, Object> m = new HashMap<>(WebClient.text("sokoban/xsokoban-1.xsb"));
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put((String) keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    @Test
    void fess_answers_its_plan_with_the_nodes_and_a_node_limit_stops_it() {
        JsonNode level = web.post("/api/sokoban/solve", xsokoban1("strategy", "fess")).expect(200).json()
                .get("levels").get(0);
        long nodes = level.get("nodes").asLong();
        assertThat(nodes).as(level.toString()).isPositive();
        JsonNode replay = web.post("/api/sokoban/check", xsokoban1("moves", level.get("moves").asText())).expect(200)
                .json();
        assertThat(replay.get("solved").asBoolean()).isTrue();
        // the count is the machine's no more than the command line's: the same again, and the limit at it solves
        JsonNode capped = web.post("/api/sokoban/solve", xsokoban1("strategy", "fess", "nodes", nodes)).expect(200)
                .json().get("levels").get(0);
        assertThat(capped.get("nodes").asLong()).isEqualTo(nodes);
        assertThat(capped.get("moves").asText()).isEqualTo(level.get("moves").asText());
        // stopped by the request's node limit: an answer (200, as the command line's exit 3), the stop naming it
        Reply stopped = web.post("/api/sokoban/solve", xsokoban1("strategy", "fess", "nodes", 1)).expect(200);
        JsonNode none = stopped.json().get("levels").get(0);
        assertThat(none.get("moves").isNull()).isTrue();
        assertThat(none.get("nodes").asLong()).isEqualTo(1);
        assertThat(none.get("stopped").asText()).startsWith("node limit of 1 node");
    }

    @Test
    void what_cannot_count_nodes_or_has_no_fess_is_refused_naming_the_field() {
        Reply snowman = web.post("/api/snowman/solve", Map.of("text", WebClient.example("snowman/three-balls.lvl"),
                "strategy", "fess")).expect(400);
        assertThat(snowman.text("option")).isEqualTo("strategy");
        assertThat(snowman.text("message")).contains("Sokoban's feature-space search");
        Reply sat = web.post("/api/sokoban/solve", xsokoban1("strategy", "sequential", "nodes", 5)).expect(400);
        assertThat(sat.text("option")).isEqualTo("nodes");
        assertThat(sat.text("message")).contains("SAT alone");
        Reply zero = web.post("/api/sokoban/solve", xsokoban1("strategy", "fess", "nodes", 0)).expect(400);
        assertThat(zero.text("option")).isEqualTo("nodes");
        assertThat(zero.text("message")).contains("at least 1");
    }

    @Test
    void the_openapi_document_shows_the_strategy_the_node_limit_and_the_nodes_answered() {
        JsonNode schemas = web.get("/api/openapi.json").expect(200).json().path("components").path("schemas");
        for (String op : new String[] {"sokoban_solve", "snowman_solve"}) {
            JsonNode nodes = schemas.path(op).path("properties").path("nodes");
            assertThat(nodes.path("type").asText()).as(op).isEqualTo("integer");
            assertThat(nodes.path("minimum").asLong()).as(op).isEqualTo(1);
            assertThat(nodes.has("default")).as(op + ": no limit by default").isFalse();
        }
        assertThat(schemas.path("sokoban_solve").path("properties").path("strategy").path("enum").toString())
                .contains("\"fess\"");
        assertThat(schemas.path("snowman_solve").path("properties").path("strategy").path("description").asText())
                .contains("fess is Sokoban's");
        String answer = schemas.path("sokoban_solve_answer").path("properties").path("levels").path("items")
                .path("$ref").asText();
        JsonNode level = schemas.path(answer.substring(answer.lastIndexOf('/') + 1));
        assertThat(level.path("properties").has("nodes")).as(level.toString()).isTrue();
    }
}
