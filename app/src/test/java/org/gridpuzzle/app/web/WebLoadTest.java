package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.app.Main;
import org.gridpuzzle.fixtures.UnexpectedAnswer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server as it runs for a user ({@code gridpuzzle serve}, its own JVM with a 256 MiB heap and the default pool
 * and queue) under many requests at once: 200 small solves all answered, then 20 long solves beyond the pool queued
 * (each ends at its time limit) without harm. Latencies and memory go to target/web-load.txt for the README.
 */
class WebLoadTest {

    static final int SMALL = 200;
    static final int LONG = 20;
    static final Pattern SERVING = Pattern.compile("serving http://127\\.0\\.0\\.1:(\\d+)/");

    private static Process server;
    private static String base;
    /** The server's last lines of output (its log), shown with an unexpected answer. */
    private static final Deque<String> LOG = new ConcurrentLinkedDeque<>();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeAll
    static void start() throws Exception {
        base = null;
        LOG.clear();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        server = new ProcessBuilder(java, "-Xmx256m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", "--port", "0", "--workers", "2").redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null) {
            log(line);
            Matcher m = SERVING.matcher(line);
            if (m.find()) {
                base = "http://127.0.0.1:" + m.group(1);
                break;
            }
        }
        assertThat(base).as(() -> "the server said where it listens; its output:\n" + String.join("\n", LOG))
                .isNotNull();
        Thread drain = new Thread(() -> {
            try {
                out.lines().forEach(WebLoadTest::log);
            } catch (UncheckedIOException closed) {
                // the server was stopped at the end of the test: nothing more to drain
            }
        }, "server-output");
        drain.setDaemon(true);
        drain.start();
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static void log(String line) {
        LOG.addLast(line);
        while (LOG.size() > UnexpectedAnswer.MAX_LOG_LINES) {
            LOG.pollFirst();
        }
    }

    /** An answer: its status, body and how long it took. */
    record Answer(String operation, int status, String body, long nanos) {
        /** This answer, after checking its status is one of those expected; else a failure with its body and the log. */
        Answer expect(Integer... statuses) {
            assertThat(status).as(() -> UnexpectedAnswer.describe("POST /api/" + operation, status, body, LOG))
                    .isIn((Object[]) statuses);
            return this;
        }
    }

    /** The answer, or a failure that says how the exchange failed (a connection cut mid-answer) with the server's log. */
    private static Answer await(CompletableFuture<Answer> answer) throws Exception {
        try {
            return answer.get(120, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new AssertionError("the request failed: " + e.getCause() + "\nthe server's log:\n  "
                    + String.join("\n  ", LOG), e.getCause());
        }
    }

    private static CompletableFuture<Answer> post(String operation, Map<String, Object> body) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/" + operation))
                .header("Content-Type", "application/json").timeout(Duration.ofSeconds(120))
                .POST(HttpRequest.BodyPublishers.ofString(WebClient.write(body))).build();
        long start = System.nanoTime();
        return HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .thenApply(r -> new Answer(operation, r.statusCode(), r.body(), System.nanoTime() - start));
    }

    private static JsonNode health() throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/api/health")).build(),
                HttpResponse.BodyHandlers.ofString());
        new Answer("health", r.statusCode(), r.body(), 0).expect(200);
        return WebClient.JSON.readTree(r.body());
    }

    /** The server's peak resident set (VmHWM), in MiB, or -1 where /proc is missing. */
    private static long peakRssMiB() throws Exception {
        Path status = Path.of("/proc", String.valueOf(server.pid()), "status");
        if (!Files.exists(status)) {
            return -1;
        }
        for (String l : Files.readAllLines(status)) {
            if (l.startsWith("VmHWM:")) {
                return Long.parseLong(l.replaceAll("\\D", "")) / 1024;
            }
        }
        return -1;
    }

    /**
     * 500 connections that send half a request and then nothing (slow headers, slow bodies) hold no worker: a normal
     * solve beside them is answered at once (a second quiet; the bound is loose for a loaded machine), and the server
     * closes them at its idle limit.
     */
    @Test
    void slow_connections_do_not_stall_a_normal_solve() throws Exception {
        int port = Integer.parseInt(base.substring(base.lastIndexOf(':') + 1));
        List<java.net.Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 500; i++) {
                java.net.Socket s = new java.net.Socket("127.0.0.1", port);
                String half = i % 2 == 0 ? "POST /api/suguru/solve HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        : "POST /api/suguru/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 100000\r\n\r\n{\"text\": \"";
                s.getOutputStream().write(half.getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                slow.add(s);
            }
            Answer answer = await(post("suguru/solve", WebClient.text("suguru/easy-6x6.sug"))).expect(200);
            assertThat(answer.nanos() / 1e9).as("a normal solve beside 500 slow connections").isLessThan(10.0);
        } finally {
            for (java.net.Socket s : slow) {
                s.close();
            }
        }
    }

    /**
     * An empty 15×15 Suguru of 1×5 strips: counting its solutions takes far longer than any test waits (millions in
     * 8 s, and more to come).
     */
    private static String emptyStrips() {
        String symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        int side = 15;
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                sb.append(symbols.charAt(r * 3 + c / 5));
            }
            sb.append('\n');
        }
        sb.append('\n');
        for (int r = 0; r < side; r++) {
            sb.append(".".repeat(side)).append('\n');
        }
        return sb.toString();
    }

    /**
     * Requests whose clients hang up take their jobs with them: two counts running and one queued behind them (each
     * would run its 60 s) are all gone within seconds of the three connections closing (before, the queued one still
     * took a worker and all three ran to their limit).
     */
    @Test
    void requests_whose_clients_hang_up_are_dropped_queued_or_running() throws Exception {
        List<java.net.Socket> clients = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                clients.add(sendCount(60_000, ""));
            }
            assertThat(waitFor(h -> h.get("running").asInt() == 2 && h.get("queued").asInt() == 1, 30))
                    .as("two running, one queued").isTrue();
        } finally {
            for (java.net.Socket s : clients) {
                s.close();
            }
        }
        // about a second quiet; loose for a loaded machine, and well inside the jobs' own 60 s
        assertThat(waitFor(h -> h.get("running").asInt() == 0 && h.get("queued").asInt() == 0, 40))
                .as("all three dropped").isTrue();
    }

    /**
     * A client that half-closes after its request (as {@code nc -N} or some proxies do) still wants the answer (RFC 9112
     * 9.6): its count runs to its 4 s limit and answers 408 with the count so far, where the client-gone sweep had
     * cancelled it (409).
     */
    @Test
    void a_client_that_half_closes_after_its_request_gets_its_answer() throws Exception {
        try (java.net.Socket s = sendCount(4_000, "Connection: close\r\n")) {
            s.setSoTimeout(60_000);
            s.shutdownOutput();
            String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).as(() -> UnexpectedAnswer.describe("POST /api/suguru/count", -1, answer, LOG))
                    .startsWith("HTTP/1.1 408");
        }
    }

    /**
     * A count of every solution of the empty strips (it runs to its limit) sent on a raw connection, left open: the
     * tests decide how the client goes away.
     */
    private static java.net.Socket sendCount(int timeoutMs, String headers) throws java.io.IOException {
        int port = Integer.parseInt(base.substring(base.lastIndexOf(':') + 1));
        byte[] body = WebClient.write(Map.of("text", emptyStrips(), "name", "empty.sug", "limit", 1_000_000_000_000L,
                "timeoutMs", timeoutMs)).getBytes(StandardCharsets.UTF_8);
        String head = "POST /api/suguru/count HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + headers + "Content-Length: " + body.length + "\r\n\r\n";
        java.net.Socket s = new java.net.Socket("127.0.0.1", port);
        s.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().write(body);
        s.getOutputStream().flush();
        return s;
    }

    /** Polls the server's health until the condition holds; whether it did within {@code seconds}. */
    private static boolean waitFor(java.util.function.Predicate<JsonNode> condition, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < end) {
            if (condition.test(health())) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    @Test
    void many_small_solves_at_once_all_answer_and_long_ones_beyond_the_pool_wait_their_turn() throws Exception {
        Map<String, Object> suguru = WebClient.text("suguru/easy-6x6.sug");
        Map<String, Object> board = WebClient.text("floodit/8x8-4.flood");
        List<CompletableFuture<Answer>> small = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < SMALL; i++) {
            small.add(i % 2 == 0 ? post("suguru/solve", suguru) : post("floodit/solve", board));
        }
        List<Long> millis = new ArrayList<>();
        for (CompletableFuture<Answer> f : small) {
            millis.add(await(f).expect(200).nanos() / 1_000_000); // every small solve is answered
        }
        double smallSeconds = (System.nanoTime() - start) / 1e9;
        millis.sort(Long::compare);

        String hard = WebClient.JSON.readTree(await(post("floodit/generate", Map.of("rows", 24, "cols", 24, "colours", 8,
                "seed", 3))).expect(200).body()).get("text").asText();
        List<CompletableFuture<Answer>> heavy = new ArrayList<>();
        long longStart = System.nanoTime();
        for (int i = 0; i < LONG; i++) {
            heavy.add(post("floodit/solve", Map.of("text", hard, "timeoutMs", 500)));
        }
        Thread.sleep(200);
        JsonNode during = health();
        assertThat(during.get("running").asInt()).isLessThanOrEqualTo(2);
        int timedOut = 0;
        int refused = 0;
        for (CompletableFuture<Answer> f : heavy) {
            // a long solve ends at its limit or is refused, never an error
            int status = await(f).expect(408, 429).status();
            timedOut += status == 408 ? 1 : 0;
            refused += status == 429 ? 1 : 0;
        }
        double longSeconds = (System.nanoTime() - longStart) / 1e9;
        JsonNode after = health();
        assertThat(after.get("status").asText()).isEqualTo("ok");
        assertThat(after.get("heapUsedBytes").asLong()).isLessThan(after.get("heapMaxBytes").asLong());
        assertThat(server.isAlive()).isTrue();

        String report = String.format(Locale.ROOT, "%d small solves at once (Suguru 6×6 and Flood-It 8×8, half each), "
                + "2 workers: all 200 OK in %.2f s; latency p50 %d ms, p99 %d ms, max %d ms%n"
                + "%d long solves at once (Flood-It 24×24, 500 ms limit each): %d ended at their limit (408), %d refused"
                + " (429), in %.1f s; %d running at most%n"
                + "server heap limit %d MiB, heap used after %d MiB, peak RSS %d MiB%n",
                SMALL, smallSeconds, millis.get(SMALL / 2), millis.get(SMALL * 99 / 100), millis.get(SMALL - 1), LONG,
                timedOut, refused, longSeconds, during.get("running").asInt(), after.get("heapMaxBytes").asLong() >> 20,
                after.get("heapUsedBytes").asLong() >> 20, peakRssMiB());
        Files.writeString(Path.of("target", "web-load.txt"), report);
        System.out.print(report);
    }
}
