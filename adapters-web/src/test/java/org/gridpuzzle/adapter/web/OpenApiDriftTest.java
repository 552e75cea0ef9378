package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.fixtures.UnexpectedAnswer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The served OpenAPI document against the server, for what the December hostile run found apart (L3): each status the
 * server answers is in the document, each value the document allows is taken and each it does not is refused, and a
 * request that does not fit its field is told so in plain words (old L12).
 */
class OpenApiDriftTest {

    private static final String PUZZLE = "AABBBC\nAAABBC\nDDEEEF\nDDDEEF\nGGHHHI\nGGGHHI\n\n"
            + "13.3..\n......\n..2...\n..3..1\n5.....\n....5.\n";
    private static final String SNOWMAN = "#######\n#.....#\n#.1.1.#\n#p....#\n#..1..#\n#######\n";

    private static WebServer server;
    private static int port;
    private static String base;
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static JsonNode doc;

    /** An answer: status, headers and body. */
    record Reply(String request, HttpResponse<String> raw) {
        int status() {
            return raw.statusCode();
        }

        JsonNode json() {
            try {
                return Json.MAPPER.readTree(raw.body());
            } catch (java.io.IOException e) {
                throw new AssertionError(raw.body(), e);
            }
        }

        String message() {
            return json().path("message").asText();
        }

        Reply expect(int status) {
            assertThat(raw.statusCode()).as(() -> UnexpectedAnswer.describe(request, raw.statusCode(), raw.body()))
                    .isEqualTo(status);
            return this;
        }
    }

    @BeforeAll
    static void start() throws Exception {
        server = WebTestComponent.server(2, 16);
        port = server.start();
        base = "http://127.0.0.1:" + port;
        doc = send("GET", "/api/openapi.json", null).expect(200).json();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Reply send(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        return new Reply(method + " " + path + (body == null ? "" : " " + UnexpectedAnswer.shortBody(body)),
                HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString()));
    }

    private static Reply post(String operation, Map<String, ?> body) throws Exception {
        return send("POST", "/api/" + operation, Json.write(body));
    }

    private static JsonNode field(String schema, String field) {
        return doc.path("components").path("schemas").path(schema).path("properties").path(field);
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(v -> out.add(v.asText()));
        return out;
    }

    /** 403 (a Host other than localhost, a cross-origin POST) was in no path of the document. */
    @Test
    void forbidden_is_documented_on_every_path_and_answered_for_a_foreign_host() throws Exception {
        int methods = 0;
        for (Iterator<Map.Entry<String, JsonNode>> paths = doc.path("paths").fields(); paths.hasNext();) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> it = path.getValue().fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> method = it.next();
                if (method.getValue().has("responses")) {
                    methods++;
                    assertThat(method.getValue().path("responses").has("403")).as(method.getKey() + " " + path.getKey())
                            .isTrue();
                }
            }
        }
        assertThat(methods).isGreaterThan(40);
        assertThat(doc.path("components").path("responses").path("Forbidden").path("description").asText())
                .contains("localhost");
        String body = Json.write(Map.of("text", PUZZLE));
        String answer = raw("POST /api/suguru/read HTTP/1.1\r\nHost: evil.example:" + port + "\r\nContent-Type:"
                + " application/json\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n" + body);
        assertThat(answer).startsWith("HTTP/1.1 403");
    }

    /** {@code struck} has a minimum of 1, yet [0, 0] and [-1, 1] were drawn (200). */
    @Test
    void struck_values_outside_the_documented_range_are_refused() throws Exception {
        assertThat(field("suguru_picture", "struck").path("items").path("minimum").asInt()).isEqualTo(1);
        for (List<Integer> struck : List.of(List.of(0, 0), List.of(-1, 1), List.of(1, 99))) {
            Reply r = post("suguru/picture", Map.of("text", PUZZLE, "targets", List.of(List.of(1, 3)), "struck", struck))
                    .expect(400);
            assertThat(r.json().path("option").asText()).isEqualTo("struck");
        }
        post("suguru/picture", Map.of("text", PUZZLE, "targets", List.of(List.of(1, 3)), "struck", List.of(1, 2)))
                .expect(200);
        Reply negative = post("suguru/picture", Map.of("text", PUZZLE, "candidates", List.of(List.of(-1L))));
        assertThat(negative.expect(400).json().path("option").asText()).isEqualTo("candidates");
    }

    /** {@code format} was a free string, its names only in the description; now an enum the server holds to. */
    @Test
    void format_names_are_an_enum_the_server_holds_to() throws Exception {
        assertThat(strings(field("suguru_solve", "format").path("enum"))).containsExactly("paper", "text");
        assertThat(strings(field("suguru_verify", "solutionFormat").path("enum"))).containsExactly("paper",
                "paper-in", "text");
        assertThat(strings(field("sokoban_solve", "format").path("enum"))).containsExactly("slc", "xsb");
        assertThat(strings(field("snowman_read", "format").path("enum"))).containsExactly("lvl");
        post("suguru/read", Map.of("text", PUZZLE, "format", "text")).expect(200);
        for (String name : List.of("zzz", " text", "TEXT", "lvl")) {
            Reply r = post("suguru/read", Map.of("text", PUZZLE, "format", name)).expect(400);
            assertThat(r.message()).as(name).contains("unknown format", "paper, text");
        }
        assertThat(post("sokoban/read", Map.of("text", "#####\n#@$.#\n#####\n", "format", "lvl")).expect(400)
                .message()).contains("slc, xsb");
        assertThat(post("suguru/verify", Map.of("text", PUZZLE, "solution", "1", "solutionFormat", "sol")).expect(400)
                .json().path("option").asText()).isEqualTo("solutionFormat");
    }

    /** {@code timeoutMs} had no maximum, though the server caps it: the document states this server's. */
    @Test
    void the_time_limits_maximum_is_in_the_document_and_held_to() throws Exception {
        long max = send("GET", "/api/health", null).expect(200).json().path("maxTimeoutMs").asLong();
        assertThat(max).isEqualTo(60_000);
        for (String op : List.of("suguru_solve", "floodit_solve", "sokoban_solve", "snowman_solve", "reach_solve")) {
            assertThat(field(op, "timeoutMs").path("maximum").asLong()).as(op).isEqualTo(max);
        }
        assertThat(post("suguru/solve", Map.of("text", PUZZLE, "timeoutMs", max + 1)).expect(400).message())
                .contains("'timeoutMs' must be between 1 and " + max);
        post("suguru/solve", Map.of("text", PUZZLE, "timeoutMs", max)).expect(200);
    }

    /**
     * {@code maxRegion}: documented 1-9, yet 1-3 got "must be between 4 and 64 for a 8x8 grid" and 10 "between 1 and
     * 9". One rule now: 1 to 9, at least 4 for a grid of two rows and columns (2 for a line), as the document says.
     */
    @Test
    void the_largest_region_has_one_rule_the_document_states() throws Exception {
        JsonNode maxRegion = field("suguru_generate", "maxRegion");
        assertThat(maxRegion.path("minimum").asInt()).isEqualTo(1);
        assertThat(maxRegion.path("maximum").asInt()).isEqualTo(9);
        assertThat(maxRegion.path("description").asText()).contains("at least 4", "at least 2");
        for (int v : new int[] {1, 2, 3}) {
            Reply r = post("suguru/generate", Map.of("rows", 8, "cols", 8, "maxRegion", v)).expect(400);
            assertThat(r.message()).isEqualTo("'maxRegion' must be between 4 and 9, got " + v);
            assertThat(r.json().path("option").asText()).isEqualTo("maxRegion");
            assertThat(r.json().has("line")).as("no place in a text").isFalse();
        }
        assertThat(post("suguru/generate", Map.of("rows", 8, "cols", 8, "maxRegion", 10)).expect(400).message())
                .isEqualTo("'maxRegion' must be between 1 and 9, got 10");
        assertThat(post("suguru/generate", Map.of("rows", 1, "cols", 5, "maxRegion", 1)).expect(400).message())
                .isEqualTo("'maxRegion' must be between 2 and 9, got 1");
        post("suguru/generate", Map.of("rows", 1, "cols", 1, "maxRegion", 1, "seed", 1)).expect(200);
    }

    /** " fixed", " auto", " dag", " sat4j", " sequential", " easy" were taken (200) though not in the enum. */
    @Test
    void every_choice_takes_exactly_its_enum() throws Exception {
        Map<String, String> samples = Map.of("suguru", PUZZLE, "floodit", "1213\n2311\n3121\n1232\n", "reach",
                "#####\n#S.T#\n#####\n", "sokoban", "#####\n#@$.#\n#####\n", "snowman", SNOWMAN);
        int probed = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = doc.path("components").path("schemas").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> schema = it.next();
            String op = schema.getKey().replace('_', '/');
            if (!op.matches("[a-z]+/[a-z]+")) {
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> f = schema.getValue().path("properties").fields(); f.hasNext();) {
                Map.Entry<String, JsonNode> field = f.next();
                if (!field.getValue().has("enum")) {
                    continue;
                }
                String value = field.getValue().path("enum").get(0).asText();
                for (String wrong : List.of(" " + value, value + " ", value.toUpperCase(Locale.ROOT))) {
                    Map<String, Object> body = new HashMap<>();
                    if (schema.getValue().path("properties").has("text")) {
                        body.put("text", samples.get(op.split("/")[0]));
                    }
                    body.put(field.getKey(), wrong);
                    Reply r = post(op, body).expect(400);
                    assertThat(r.json().path("option").asText()).as(op + " " + field.getKey() + " '" + wrong + "'")
                            .isEqualTo(field.getKey());
                    probed++;
                }
            }
        }
        assertThat(probed).as("choices probed").isGreaterThan(30);
    }

    /** Snowman's {@code level} was taken and ignored (2147483647 got 200); the command line has none. */
    @Test
    void snowman_requests_have_no_level() throws Exception {
        for (String op : List.of("snowman_read", "snowman_solve", "snowman_check")) {
            assertThat(doc.path("components").path("schemas").path(op).path("properties").has("level")).as(op).isFalse();
        }
        assertThat(field("sokoban_solve", "level").isMissingNode()).isFalse();
        Reply r = post("snowman/read", Map.of("text", SNOWMAN, "level", 2147483647)).expect(400);
        assertThat(r.message()).contains("unknown option 'level'");
    }

    /** GET on a POST endpoint was 404, as if it did not exist. */
    @Test
    void a_method_a_path_does_not_take_is_405_with_allow() throws Exception {
        record Probe(String method, String path, String allow) {
        }
        for (Probe p : List.of(new Probe("GET", "/api/suguru/solve", "POST"),
                new Probe("DELETE", "/api/floodit/check", "POST"),
                new Probe("GET", "/api/jobs/sokoban/solve", "POST"),
                new Probe("POST", "/api/health", "GET"),
                new Probe("PUT", "/api/jobs/abc", "GET, DELETE"),
                new Probe("POST", "/api/jobs/abc", "GET, DELETE"),
                new Probe("POST", "/api/jobs/abc/events", "GET"))) {
            Reply r = send(p.method(), p.path(), p.method().equals("GET") || p.method().equals("DELETE") ? null : "{}")
                    .expect(405);
            assertThat(r.raw().headers().firstValue("Allow")).as(p.toString()).hasValue(p.allow());
            assertThat(r.json().path("error").asText()).isEqualTo("method not allowed");
        }
        send("GET", "/api/suguru/levitate", null).expect(404);
        send("GET", "/api/nothing/here/at/all", null).expect(404);
    }

    /**
     * The server takes a path with a trailing slash as the same path (a right method answers as without it), but a
     * wrong method on it was 404 where the same path without the slash was 405: one path, two answers.
     */
    @Test
    void a_trailing_slash_is_the_same_path_for_a_wrong_method_as_for_a_right_one() throws Exception {
        for (String[] p : List.of(new String[] {"GET", "/api/suguru/solve", "POST"},
                new String[] {"DELETE", "/api/floodit/check", "POST"}, new String[] {"GET", "/api/jobs/sokoban/solve",
                    "POST"}, new String[] {"POST", "/api/health", "GET"}, new String[] {"PUT", "/api/jobs/abc", "GET, DELETE"},
                new String[] {"POST", "/api/jobs/abc/events", "GET"})) {
            String body = p[0].equals("GET") || p[0].equals("DELETE") ? null : "{}";
            Reply without = send(p[0], p[1], body).expect(405);
            Reply with = send(p[0], p[1] + "/", body).expect(405);
            assertThat(with.raw().headers().firstValue("Allow")).as(p[1] + "/").hasValue(p[2])
                    .isEqualTo(without.raw().headers().firstValue("Allow"));
        }
        // the right method: the same answer with the slash as without it
        JsonNode with = send("POST", "/api/suguru/solve/", Json.write(Map.of("text", PUZZLE))).expect(200).json();
        JsonNode without = post("suguru/solve", Map.of("text", PUZZLE)).expect(200).json();
        ((com.fasterxml.jackson.databind.node.ObjectNode) with).remove("millis");
        ((com.fasterxml.jackson.databind.node.ObjectNode) without).remove("millis");
        assertThat(with).isEqualTo(without);
        send("GET", "/api/health/", null).expect(200);
        send("GET", "/api/suguru/levitate/", null).expect(404);
    }

    /**
     * A value of the wrong type named Jackson's internals: "Cannot coerce String value ("100") to java.lang.Long value
     * (but might if coercion using CoercionConfig was enabled)", "... from Array value (token JsonToken.START_ARRAY)",
     * "Numeric value (...) out of range of int". Now one plain sentence naming the field and what it takes.
     */
    @Test
    void a_value_of_the_wrong_type_is_one_plain_sentence_naming_the_field() throws Exception {
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put("{\"text\": \"A\\n\\n1\\n\", \"timeoutMs\": \"100\"}", "'timeoutMs' must be an integer, got the string \"100\"");
        cases.put("{\"text\": \"A\\n\\n1\\n\", \"timeoutMs\": [100]}", "'timeoutMs' must be an integer, got a list");
        cases.put("{\"text\": \"A\\n\\n1\\n\", \"timeoutMs\": 1.5}", "'timeoutMs' must be an integer, got the number 1.5");
        cases.put("{\"text\": 5}", "'text' must be a string, got the number 5");
        cases.put("{\"text\": {\"a\": 1}}", "'text' must be a string, got an object");
        cases.put("{\"text\": \"A\\n\\n1\\n\", \"solver\": true}", "'solver' must be a string, got true");
        cases.put("{\"text\": \"A\\n\\n1\\n\", \"limit\": 99999999999999999999}",
                "'limit' is out of range: it takes integers from -9223372036854775808 to 9223372036854775807, got"
                        + " 99999999999999999999");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            String op = c.getKey().contains("limit") ? "suguru/count" : "suguru/solve";
            Reply r = send("POST", "/api/" + op, c.getKey()).expect(400);
            assertThat(r.message()).as(c.getKey()).isEqualTo(c.getValue())
                    .doesNotContain("java.", "Coercion", "JsonToken", "`");
        }
        Reply cell = send("POST", "/api/suguru/picture", "{\"text\": \"A\\n\\n1\\n\", \"targets\": [[1, \"x\"]]}")
                .expect(400);
        assertThat(cell.message()).isEqualTo("'targets[0][1]' must be an integer, got the string \"x\"");
        assertThat(cell.json().path("option").asText()).isEqualTo("targets");
        Reply level = send("POST", "/api/sokoban/read", "{\"text\": \"#####\\n#@$.#\\n#####\\n\", \"level\": 2147483648}")
                .expect(400);
        assertThat(level.message()).isEqualTo("'level' is out of range: it takes integers from -2147483648 to"
                + " 2147483647, got 2147483648");
        Reply flag = send("POST", "/api/reach/solve", "{\"text\": \"S.T\\n\", \"implied\": \"yes\"}").expect(400);
        assertThat(flag.message()).isEqualTo("'implied' must be true or false, got the string \"yes\"");
    }

    /** A full queue says when to come back. */
    @Test
    void a_full_queue_says_when_to_try_again() {
        ApiException busy = org.assertj.core.api.Assertions.catchThrowableOfType(() -> {
            try (JobPool pool = new JobPool(WebSettings.defaults().withPool(1, 0))) {
                java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
                pool.submit("test/hold", job -> {
                    try {
                        hold.await(5, java.util.concurrent.TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return Work.Result.ok(Map.of());
                });
                try {
                    pool.submit("test/more", job -> Work.Result.ok(Map.of()));
                } finally {
                    hold.countDown();
                }
            }
        }, ApiException.class);
        assertThat(busy.status()).isEqualTo(429);
        assertThat(busy.headers()).containsEntry("Retry-After", "1");
    }

    private static String raw(String request) throws Exception {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
