package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.gridpuzzle.app.web.WebClient.Reply;
import org.gridpuzzle.fixtures.UnexpectedAnswer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Bad input, limits, jobs, cancellation and the security rules, against the documented statuses. */
class WebApiLimitsTest {

    private static WebClient web;
    private static String hardBoard;

    @BeforeAll
    static void start() {
        web = WebClient.start(2, 16);
        // a board the exact search needs far longer than these tests wait
        hardBoard = web.post("/api/floodit/generate", Map.of("rows", 24, "cols", 24, "colours", 8, "seed", 3)).text("text");
    }

    @AfterAll
    static void stop() {
        web.close();
    }

    private static void badInput(Reply r, String... words) {
        r.expect(400);
        assertThat(r.text("error")).isEqualTo("bad input");
        if (words.length > 0) {
            assertThat(r.text("message")).contains(words);
        }
    }

    @Test
    void malformed_oversized_wrong_genre_and_unknown_options_are_400_naming_the_place() {
        Reply malformed = web.postRaw("/api/suguru/read", "{\"text\": \"AB\",\n  \"name\" 5}");
        badInput(malformed, "malformed JSON");
        assertThat(malformed.text("file")).isEqualTo("request");
        assertThat(malformed.json().get("line").asInt()).isEqualTo(2);
        assertThat(malformed.json().get("column").asInt()).isPositive();

        Reply oversized = web.post("/api/suguru/read", Map.of("text", "A".repeat(1_100_000)));
        badInput(oversized, "larger than the server's limit");

        Reply wrongGenre = web.post("/api/suguru/read", WebClient.text("floodit/8x8-4.flood"));
        badInput(wrongGenre, "8x8-4.flood");
        Reply boardAsPuzzle = web.post("/api/suguru/read", Map.of("text", WebClient.example("floodit/8x8-4.flood"),
                "name", "p.sug"));
        badInput(boardAsPuzzle);
        assertThat(boardAsPuzzle.text("file")).isEqualTo("p.sug");
        assertThat(boardAsPuzzle.json().get("line").isInt()).isTrue();

        Reply broken = web.post("/api/suguru/solve", Map.of("text", "AB\nCB\n\n1x\n.2\n"));
        badInput(broken, "puzzle.sug:4:2:");
        assertThat(broken.json().get("line").asInt()).isEqualTo(4);
        assertThat(broken.json().get("column").asInt()).isEqualTo(2);

        badInput(web.post("/api/suguru/solve", Map.of("text", "A\n\n1\n", "speed", "max")), "unknown option 'speed'");
        badInput(web.post("/api/suguru/solve", Map.of("text", "A\n\n1\n", "solver", "quantum")), "unknown solver",
                "auto, fast, paper, strip");
        badInput(web.post("/api/reach/solve", Map.of("text", "S.T\n", "solver", "rm -rf /")), "unknown solver");
        badInput(web.post("/api/floodit/solve", Map.of("text", "12\n", "beam", "wide")), "'beam'");
        badInput(web.post("/api/suguru/solve", Map.of("name", "x.sug")), "'text' is missing");
        // null where a cell or a number belongs: 400 naming the field (it was 500)
        badInput(web.post("/api/suguru/picture", Map.of("text", "A\n\n1\n", "targets",
                java.util.Arrays.asList((Object) null))), "'targets' holds null");
        badInput(web.post("/api/suguru/picture", Map.of("text", "A\n\n1\n", "struck",
                java.util.Arrays.asList((Object) null))), "'struck' holds null");
        badInput(web.postRaw("/api/suguru/solve", "[1, 2]"), "must be a JSON object");
        badInput(web.post("/api/floodit/check", Map.of("text", "12\n21\n", "moves", "1,1:3 zz", "mode", "free")), "moves");
    }

    @Test
    void values_keep_their_json_types_a_number_is_not_a_text_and_a_text_not_a_number() {
        badInput(web.postRaw("/api/suguru/read", "{\"text\": 5}"), "'text'");
        badInput(web.postRaw("/api/suguru/read", "{\"text\": true}"), "'text'");
        badInput(web.postRaw("/api/suguru/read", "{\"text\": [\"A\"]}"), "'text'");
        badInput(web.postRaw("/api/floodit/generate", "{\"rows\": \"8\", \"cols\": 8, \"colours\": 4}"), "'rows'");
        badInput(web.postRaw("/api/floodit/generate", "{\"rows\": 8.5, \"cols\": 8, \"colours\": 4}"), "'rows'");
        badInput(web.postRaw("/api/suguru/solve", "{\"text\": \"A\\n\\n1\\n\", \"timeoutMs\": \"1000\"}"),
                "'timeoutMs'");
        badInput(web.postRaw("/api/reach/solve", "{\"text\": \"S.T\\n\", \"implied\": 1}"), "'implied'");
        badInput(web.postRaw("/api/reach/solve", "{\"text\": \"S.T\\n\", \"implied\": \"yes\"}"), "'implied'");
        Reply huge = web.postRaw("/api/sokoban/solve", "{\"text\": \"#####\\n#@$.#\\n#####\\n\", \"level\": 2147483648}");
        badInput(huge, "out of range");
        assertThat(huge.json().has("line")).as("no invented place in the text").isFalse();
        web.postRaw("/api/floodit/generate", "{\"rows\": 8, \"cols\": 8, \"colours\": 4}").expect(200);
    }

    @Test
    void the_event_stream_is_406_unless_asked_for_and_404_for_an_unknown_job() throws Exception {
        Reply plain = web.get("/api/jobs/nope/events");
        plain.expect(406);
        assertThat(plain.text("message")).contains("Accept: text/event-stream");
        Reply started = web.post("/api/jobs/suguru/read", Map.of("text", "A\n\n1\n"));
        Reply known = web.get("/api/jobs/" + started.text("id") + "/events");
        known.expect(406);
        HttpResponse<String> unknown = web.http().send(HttpRequest.newBuilder(
                URI.create(web.base + "/api/jobs/nope/events")).header("Accept", "text/event-stream").build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(unknown.statusCode()).as(unknown.body()).isEqualTo(404);
        assertThat(unknown.body()).contains("no job nope");
    }

    @Test
    void every_operation_lists_its_known_options_exactly_as_the_openapi_document() {
        JsonNode doc = web.get("/api/openapi.json").json();
        JsonNode schemas = doc.get("components").get("schemas");
        for (JsonNode name : web.get("/api/operations").json().get("operations")) {
            String op = name.asText();
            assertThat(doc.get("paths").has("/api/" + op)).as(op).isTrue();
            assertThat(doc.get("paths").has("/api/jobs/" + op)).as(op).isTrue();
            Reply r = web.post("/api/" + op, Map.of("zzz", 1));
            badInput(r, "unknown option 'zzz'");
            String known = r.text("message").substring(r.text("message").indexOf("known: ") + 7);
            TreeSet<String> documented = new TreeSet<>();
            Iterator<String> it = schemas.get(op.replace('/', '_')).get("properties").fieldNames();
            it.forEachRemaining(documented::add);
            assertThat(new TreeSet<>(List.of(known.split(", ")))).as(op).isEqualTo(documented);
        }
    }

    @Test
    void unknown_operations_jobs_and_endpoints_are_404_in_json() {
        Reply op = web.post("/api/suguru/levitate", Map.of("text", ""));
        op.expect(404);
        assertThat(op.json().get("operations").toString()).contains("suguru/solve");
        web.get("/api/jobs/nope").expect(404);
        Reply endpoint = web.get("/api/nothing/here/at/all");
        endpoint.expect(404);
        assertThat(endpoint.text("error")).isEqualTo("not found");
    }

    @Test
    void a_picture_far_larger_than_a_page_is_sized_not_drawn_and_the_answer_goes_without_it() {
        // an 800×800 board: under the body limit, but about 38 MB of SVG, counted before anything is drawn (a 1 MiB
        // Suguru drew 467 MB in 36 s); a 460×460 one, 12.7 MB, was refused by the old estimate and is drawn now
        int side = 800;
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                text.append((char) ('1' + (r * 7 + c * 3) % 6));
            }
            text.append('\n');
        }
        long t0 = System.nanoTime();
        Reply big = web.post("/api/floodit/read", Map.of("text", text.toString(), "name", "big.flood"));
        big.expect(200);
        assertThat(big.json().has("svg")).isFalse();
        assertThat(big.text("noPicture")).contains("this server draws");
        assertThat(big.json().get("rows").asInt()).as("the answer, without its picture").isEqualTo(side);
        assertThat((System.nanoTime() - t0) / 1e9).as("refused, not drawn").isLessThan(20.0);
        web.get("/api/health").expect(200);
    }

    @Test
    void hostile_slc_collections_are_read_or_refused_in_a_fraction_of_the_limit() {
        // each took 97 s or more against the server's 10 s (the reader was quadratic and never looked at the clock)
        String head = "<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection><Level Id=\"x\">\n";
        String tail = "</Level></LevelCollection></SokobanLevels>\n";
        String wide = head + "<L>#####</L>\n<L>#@$.#</L>\n<L>#" + " ".repeat(200_000) + "#</L>\n<L>#####</L>\n" + tail;
        String open = head + "<L>#   #\n".repeat(20_000) + tail;
        long t0 = System.nanoTime();
        Reply read = web.post("/api/sokoban/read", Map.of("text", wide, "name", "wide.slc"));
        read.expect(200); // read, but too wide to draw here
        assertThat(read.text("noPicture")).contains("this server draws");
        badInput(web.post("/api/sokoban/read", Map.of("text", open, "name", "open.slc")), "open.slc:3:",
                "row 1 is not closed");
        assertThat((System.nanoTime() - t0) / 1e9).as("both answered").isLessThan(10.0);
    }

    @Test
    void a_time_limit_is_408_with_what_was_found_and_a_limit_above_the_maximum_is_400() {
        Reply slow = web.post("/api/floodit/solve", Map.of("text", hardBoard, "timeoutMs", 300));
        slow.expect(408);
        assertThat(slow.text("error")).isEqualTo("time limit");
        assertThat(slow.json().get("lowerBound").asInt()).isPositive();
        badInput(web.post("/api/floodit/solve", Map.of("text", hardBoard, "timeoutMs", 3_600_000)), "'timeoutMs'",
                "server's limit");
    }

    @Test
    void a_job_reports_its_events_and_a_cancel_stops_the_search_long_before_its_limit() throws Exception {
        Reply started = web.post("/api/jobs/floodit/solve", Map.of("text", hardBoard, "timeoutMs", 20_000));
        started.expect(202);
        String id = started.text("id");
        assertThat(started.raw().headers().firstValue("Location")).hasValue("/api/jobs/" + id);
        HttpResponse<Stream<String>> events = web.http().send(HttpRequest.newBuilder(
                URI.create(web.base + "/api/jobs/" + id + "/events")).header("Accept", "text/event-stream").build(),
                HttpResponse.BodyHandlers.ofLines());
        // wait on the event, not on the clock: a loaded machine may take seconds to start the job
        Iterator<String> lines = events.body().iterator();
        List<String> seen = new ArrayList<>();
        while (lines.hasNext()) {
            String line = lines.next();
            seen.add(line);
            if (line.contains("\"state\":\"running\"")) {
                break;
            }
        }
        assertThat(String.join("\n", seen)).contains("event: state", "\"state\":\"running\"");
        long before = System.nanoTime();
        Reply cancelled = web.delete("/api/jobs/" + id);
        cancelled.expect(200);
        // DELETE waits a second for the search to stop and says where it is; then the job's own page tells
        Reply job = cancelled;
        while (!job.text("state").equals("cancelled") && System.nanoTime() - before < 15_000_000_000L) {
            Thread.sleep(50);
            job = web.get("/api/jobs/" + id);
        }
        double seconds = (System.nanoTime() - before) / 1e9;
        assertThat(job.text("state")).isEqualTo("cancelled");
        assertThat(seconds).as("stopped long before the 20 s limit").isLessThan(15.0);
        assertThat(job.json().get("status").asInt()).as(job::describe).isEqualTo(409);
        while (lines.hasNext() && seen.size() < 400) {
            String line = lines.next();
            seen.add(line);
            if (line.startsWith("data: {\"id\"")) {
                break;
            }
        }
        assertThat(String.join("\n", seen)).contains("event: result");
    }

    @Test
    void stopping_the_server_ends_its_jobs_and_their_event_streams() throws Exception {
        WebClient own = WebClient.start(1, 2);
        Reply started = own.post("/api/jobs/floodit/solve", Map.of("text", hardBoard, "timeoutMs", 20_000));
        HttpResponse<Stream<String>> events = own.http().send(HttpRequest.newBuilder(
                URI.create(own.base + "/api/jobs/" + started.text("id") + "/events"))
                .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofLines());
        Iterator<String> lines = events.body().iterator();
        while (lines.hasNext() && !lines.next().contains("\"state\":\"running\"")) {
            // until the job runs
        }
        long before = System.nanoTime();
        own.close();
        double seconds = (System.nanoTime() - before) / 1e9;
        assertThat(seconds).as("the search stopped long before its 20 s limit").isLessThan(15.0);
        assertThat(own.server().jobsEnded()).as("no job outlives its server").isTrue();
        int after = 0;
        while (lines.hasNext() && after < 1000) {
            lines.next();
            after++;
        }
        assertThat(after).as("the stream ends with the server, not after a flood of events").isLessThan(1000);
    }

    @Test
    void a_full_queue_is_429_and_the_server_keeps_answering() {
        try (WebClient small = WebClient.start(1, 0)) {
            Reply first = small.post("/api/jobs/floodit/solve", Map.of("text", hardBoard, "timeoutMs", 5_000));
            first.expect(202);
            Reply second = small.post("/api/floodit/solve", Map.of("text", hardBoard, "timeoutMs", 5_000));
            second.expect(429);
            assertThat(second.text("error")).isEqualTo("busy");
            small.get("/api/health").expect(200);
            small.delete("/api/jobs/" + first.text("id"));
        }
    }

    @Test
    void answers_carry_the_security_headers_and_foreign_hosts_and_origins_are_refused() throws Exception {
        Reply page = web.get("/");
        page.expect(200);
        assertThat(page.raw().headers().firstValue("Content-Security-Policy").orElse(""))
                .contains("default-src 'self'", "script-src 'self'", "frame-ancestors 'none'").doesNotContain("unsafe");
        assertThat(page.raw().headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        assertThat(page.raw().body()).contains("<script type=\"module\" src=\"app.js\"></script>").doesNotContain("onclick");
        rawAnswer("GET /api/health HTTP/1.1\r\nHost: evil.example:" + web.port + "\r\nConnection: close\r\n\r\n").expect(403);
        String body = "{\"text\":\"A\\n\\n1\\n\"}";
        rawAnswer("POST /api/suguru/read HTTP/1.1\r\nHost: 127.0.0.1:" + web.port + "\r\nOrigin: http://evil.example"
                + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n"
                + body).expect(403);
        rawAnswer("POST /api/suguru/read HTTP/1.1\r\nHost: localhost:" + web.port + "\r\nOrigin: http://localhost:"
                + web.port + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length()
                + "\r\nConnection: close\r\n\r\n" + body).expect(200);
    }

    /**
     * Each job gets its share of the server's memory (the heap's share for structures over the workers): with 256
     * workers that is a few MiB, which the SAT ascent's formulas over a wide open room fill in a second; the job
     * answers 413 with its bound so far and the server keeps serving.
     */
    @Test
    void a_job_that_fills_its_memory_share_answers_413_and_the_server_keeps_serving() {
        try (WebClient many = WebClient.start(256, 16)) {
            long share = many.get("/api/health").json().path("jobMemoryBytes").asLong();
            assertThat(share).isPositive().isLessThan(Runtime.getRuntime().maxMemory() / 100);
            StringBuilder room = new StringBuilder("#".repeat(32)).append('\n');
            for (int r = 1; r < 31; r++) {
                // ten boxes each 19 pushes from a goal: the ascent refutes every plan length below 190 first
                String row = r == 1 ? "@" + " ".repeat(29)
                        : r % 3 == 0 ? " ".repeat(5) + "$" + " ".repeat(18) + "." + " ".repeat(5) : " ".repeat(30);
                room.append('#').append(row).append("#\n");
            }
            room.append("#".repeat(32)).append('\n');
            Reply out = many.post("/api/sokoban/solve", Map.of("text", room.toString(), "strategy", "sequential",
                    "timeoutMs", 20_000));
            out.expect(413);
            assertThat(out.text("error")).isEqualTo("memory budget");
            assertThat(out.json().path("levels").get(0).path("stopped").asText()).startsWith("memory budget");
            assertThat(out.json().path("levels").get(0).path("lowerBound").asInt()).isPositive();
            many.get("/api/health").expect(200);
            many.post("/api/sokoban/solve", Map.of("text", "#####\n#@$.#\n#####\n")).expect(200);
        }
    }

    /** A hand-written request's answer: its status and the whole answer as text, for the failure message. */
    record RawAnswer(String request, int status, String text) {
        RawAnswer expect(int expected) {
            assertThat(status).as(() -> UnexpectedAnswer.describe(request, status, text)).isEqualTo(expected);
            return this;
        }
    }

    /** The answer to a request written by hand (the JDK client will not send another Host header). */
    private static RawAnswer rawAnswer(String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", web.port)) {
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            socket.setSoTimeout(60_000);
            String text = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8); // Connection: close
            return new RawAnswer(request.lines().findFirst().orElse(""), Integer.parseInt(text.split(" ", 3)[1]), text);
        }
    }
}
