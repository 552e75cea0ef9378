package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The served OpenAPI document against the server itself: every integer field of every request is sent out of range
 * on both sides, and where the server refuses it with a range the document states the same minimum and maximum (the
 * ranges of rows, cols, maxRegion and maxSteps were in descriptions only, or nowhere). A document bound the server does
 * not check is a disagreement too.
 */
class OpenApiAgreementTest {

    private static final Pattern RANGE = Pattern.compile("must be between (-?\\d+) and (-?\\d+)");
    private static final long LOW = -1_000_000_000L;
    private static final long HIGH = Integer.MAX_VALUE;

    /** A valid puzzle of each genre, so that a probe reaches its field's own check. */
    private static final Map<String, String> SAMPLES = Map.of(
            "suguru", "AABBBC\nAAABBC\nDDEEEF\nDDDEEF\nGGHHHI\nGGGHHI\n\n13.3..\n......\n..2...\n..3..1\n5.....\n....5.\n",
            "floodit", "1213\n2311\n3121\n1232\n",
            "reach", "#####\n#S.T#\n#####\n",
            "sokoban", "#####\n#@$.#\n#####\n",
            "snowman", "#######\n#.....#\n#.1.1.#\n#p....#\n#..1..#\n#######\n");

    private static WebServer server;
    private static HttpClient client;
    private static String base;

    @BeforeAll
    static void start() {
        server = WebTestComponent.server(2, 64);
        base = "http://127.0.0.1:" + server.start();
        client = HttpClient.newHttpClient();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Map.Entry<Integer, JsonNode> send(String method, String path, Map<String, ?> body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json");
        b = body == null ? b.GET() : b.POST(HttpRequest.BodyPublishers.ofString(Json.write(body)));
        HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return Map.entry(r.statusCode(), Json.MAPPER.readTree(r.body()));
    }

    @Test
    void every_range_the_server_checks_is_the_documents_and_no_other() throws Exception {
        JsonNode doc = send("GET", "/api/openapi.json", null).getValue();
        JsonNode schemas = doc.get("components").get("schemas");
        List<String> disagreements = new ArrayList<>();
        int probed = 0;
        for (Iterator<String> paths = doc.get("paths").fieldNames(); paths.hasNext();) {
            String path = paths.next();
            JsonNode post = doc.get("paths").get(path).get("post");
            if (!path.startsWith("/api/") || path.startsWith("/api/jobs/") || post == null
                    || post.get("requestBody") == null) {
                continue;
            }
            String ref = post.get("requestBody").get("content").get("application/json").get("schema").get("$ref").asText();
            JsonNode request = schemas.get(ref.substring(ref.lastIndexOf('/') + 1));
            for (Iterator<Map.Entry<String, JsonNode>> it = request.get("properties").fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> field = it.next();
                if (!"integer".equals(field.getValue().path("type").asText())) {
                    continue;
                }
                probed++;
                long[] checked = new long[2];
                boolean[] refused = new boolean[2];
                boolean[] bad = new boolean[2];
                long[] probes = {LOW, HIGH};
                for (int side = 0; side < 2; side++) {
                    Map<String, Object> body = new HashMap<>();
                    String genre = path.split("/")[2];
                    if (request.get("properties").has("text") && SAMPLES.containsKey(genre)) {
                        body.put("text", SAMPLES.get(genre));
                    }
                    if (request.get("properties").has("moves")) {
                        body.put("moves", "R");
                    }
                    body.put(field.getKey(), probes[side]);
                    Map.Entry<Integer, JsonNode> r = send("POST", path, body);
                    Matcher m = RANGE.matcher(r.getValue().path("message").asText());
                    bad[side] = r.getKey() == 400;
                    if (r.getKey() == 400 && field.getKey().equals(r.getValue().path("option").asText()) && m.find()) {
                        refused[side] = true;
                        checked[0] = Long.parseLong(m.group(1));
                        checked[1] = Long.parseLong(m.group(2));
                    }
                }
                JsonNode f = field.getValue();
                String where = path + " " + field.getKey();
                if (refused[0] || refused[1]) {
                    if (!f.has("minimum") || f.get("minimum").asLong() != checked[0]) {
                        disagreements.add(where + ": the server's minimum is " + checked[0] + ", the document's "
                                + f.path("minimum").asText("none"));
                    }
                    // the time limit's top is the server's setting (--max-timeout), stated in its document too
                    boolean unbounded = checked[1] == Integer.MAX_VALUE;
                    if (!unbounded && (!f.has("maximum") || f.get("maximum").asLong() != checked[1])) {
                        disagreements.add(where + ": the server's maximum is " + checked[1] + ", the document's "
                                + f.path("maximum").asText("none"));
                    }
                } else if (f.has("minimum") && !bad[0]) {
                    // a documented bound the server took (a line number is refused by the reader, naming the line)
                    disagreements.add(where + ": " + LOW + " is below the document's minimum "
                            + f.get("minimum").asText() + " and was not refused");
                }
            }
        }
        assertThat(probed).as("integer fields probed").isGreaterThan(20);
        assertThat(disagreements).isEmpty();
    }
}
