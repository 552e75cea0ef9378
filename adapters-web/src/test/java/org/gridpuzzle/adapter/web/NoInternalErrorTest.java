package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.fixtures.UnexpectedAnswer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The paths by which a small valid request could be answered 500, each closed: a server answers 500 only for a bug
 * of its own, never for a client's timing or a machine's load (issue 67 item 5).
 */
class NoInternalErrorTest {

    private static final String PUZZLE = "AABBBC\nAAABBC\nDDEEEF\nDDDEEF\nGGHHHI\nGGGHHI\n\n"
            + "13.3..\n......\n..2...\n..3..1\n5.....\n....5.\n";

    private static WebServer server;
    private static int port;

    @BeforeAll
    static void start() {
        server = WebTestComponent.server(2, 8);
        port = server.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /**
     * A small body whose last bytes come a second and a half after its first (a slow network, or a server thread
     * that a loaded machine left waiting between two reads): Jetty's minimum request data rate, measured from the
     * first byte read, counted the 160 bytes as too slow and threw a RuntimeException the handler did not expect,
     * answered 500 ("BadMessageException: 408: Request content data rate < 256 B/s"). The path that explains the
     * WebLoadTest's 500 under load (200 small bodies read at once by threads a loaded machine schedules late); the
     * failure itself did not come back in 4,800 requests beside four CPU-bound processes.
     */
    @Test
    void a_small_body_that_arrives_in_two_pieces_is_answered() throws Exception {
        byte[] body = Json.write(java.util.Map.of("text", PUZZLE, "name", "six.sug")).getBytes(StandardCharsets.UTF_8);
        assertThat(body.length).as("a body of fewer bytes than a second of the minimum rate").isLessThan(256);
        String head = "POST /api/suguru/read HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n";
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body, 0, body.length / 2);
            out.flush();
            Thread.sleep(1500);
            out.write(body, body.length / 2, body.length - body.length / 2);
            out.flush();
            String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).as(() -> UnexpectedAnswer.shortBody(answer)).startsWith("HTTP/1.1 200");
        }
    }

    /** Below the minimum rate only once the grace is over: a small body late by a pause is not a trickle. */
    @Test
    void a_body_is_too_slow_only_below_the_rate_after_the_grace() {
        long second = 1_000_000_000L;
        assertThat(WebServer.tooSlow(160, 3 * second / 2)).isFalse();
        assertThat(WebServer.tooSlow(160, WebServer.BODY_GRACE.toNanos())).isFalse();
        assertThat(WebServer.tooSlow(160, WebServer.BODY_GRACE.toNanos() + 2 * second)).isTrue();
        assertThat(WebServer.tooSlow(1 << 20, WebServer.BODY_GRACE.toNanos() + 20 * second)).isFalse();
    }

    /** A body Jetty cannot parse (a bad chunk size) is the client's error, 400, not a bug of ours. */
    @Test
    void a_malformed_chunked_body_is_400() throws Exception {
        String request = "POST /api/suguru/read HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n{\"tex\r\nzz\r\nxx\r\n0\r\n\r\n";
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(30_000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).as(() -> UnexpectedAnswer.shortBody(answer)).startsWith("HTTP/1.1 400");
        }
    }

    /**
     * Failures outside a job's work: Jetty's errors keep their 4xx, a heap too full to write the answer is 413 as in a
     * job, anything else a bug (500) with an incident number that names its stack trace in the log.
     */
    @Test
    void failures_outside_the_work_have_their_own_status() {
        assertThat(WebServer.unexpected(new org.eclipse.jetty.http.BadMessageException(400, "bad chunk")).status())
                .isEqualTo(400);
        assertThat(WebServer.unexpected(new java.util.concurrent.CompletionException(new OutOfMemoryError("heap")))
                .status()).isEqualTo(413);
        ApiException bug = WebServer.unexpected(new IllegalStateException("oops"));
        assertThat(bug.status()).isEqualTo(500);
        assertThat(bug.body()).containsKey("incident");
        assertThat(bug.body().get("message").toString()).contains("oops", "incident " + bug.body().get("incident"));
    }

    /**
     * A plan cancelled between its job's start and its level's (a DELETE, a client that hung up, a server stopping):
     * the planning service stops between levels and answers no level, which the web read as a first level and
     * answered 500 (ArrayIndexOutOfBoundsException; found by cancelling jobs at once). The fake plans nothing, as the
     * service does when cancelled before its first level.
     */
    @Test
    void a_plan_cancelled_before_its_level_started_is_409() {
        PlanGameUseCase nothingPlanned = command -> new PlanGameResult("fake", null, java.util.List.of());
        Pictures pictures = new Pictures(command -> new byte[0]);
        WebSettings settings = WebSettings.defaults();
        PlanningApi planning = new PlanningApi(null, nothingPlanned, null, pictures, settings);
        Operation solve = planning.operations().stream().filter(o -> o.name().equals("snowman/solve")).findFirst()
                .orElseThrow();
        Work work = solve.prepare(Json.tree("{\"text\": \"#####\\n#p*#\\n#####\\n\"}"));
        Job job = new Job("j", "snowman/solve");
        job.cancel();
        Work.Result answer = work.run(job);
        assertThat(answer.status()).isEqualTo(409);
        assertThat(answer.body().toString()).contains("cancelled before the level was planned");
    }
}
