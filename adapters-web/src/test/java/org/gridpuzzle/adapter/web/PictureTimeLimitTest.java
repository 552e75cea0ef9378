package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.gridpuzzle.application.output.PictureStoppedException;
import org.gridpuzzle.application.port.in.output.DrawPictureUseCase;
import org.gridpuzzle.domain.search.Budget;
import org.junit.jupiter.api.Test;

/**
 * A picture was drawn with no clock: a plan's picture of megabytes took seconds, on a loaded machine a minute, past the
 * request's time limit, and the answer waited for it. The drawing now keeps the request's limit (and the job's
 * cancel): here a renderer that would draw for 20 s is stopped at a request's 300 ms, and the answer says why it has
 * no picture.
 */
class PictureTimeLimitTest {

    private static final String PUZZLE = "AABBBC\nAAABBC\nDDEEEF\nDDDEEF\nGGHHHI\nGGGHHI\n\n"
            + "13.3..\n......\n..2...\n..3..1\n5.....\n....5.\n";

    /** The limits each drawing was given. */
    private final List<Duration> given = new CopyOnWriteArrayList<>();

    /** A renderer that takes 20 s unless its limits stop it, looking at them as the real one does. */
    private final DrawPictureUseCase slow = command -> {
        given.add(command.limits().timeLeft());
        Budget budget = command.limits().start();
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < end) {
            if (!budget.check()) {
                throw new PictureStoppedException(budget.stopReason());
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return "<svg>drawn late</svg>".getBytes(StandardCharsets.UTF_8);
    };

    @Test
    void a_picture_that_takes_past_the_requests_limit_is_stopped_and_the_answer_says_why() throws Exception {
        WebServer server = WebTestComponent.server(1, 4, slow);
        try {
            String base = "http://127.0.0.1:" + server.start();
            long started = System.nanoTime();
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base
                    + "/api/suguru/solve")).header("Content-Type", "application/json").POST(
                            HttpRequest.BodyPublishers.ofString(Json.write(Map.of("text", PUZZLE, "timeoutMs", 300))))
                    .build(), HttpResponse.BodyHandlers.ofString());
            Duration took = Duration.ofNanos(System.nanoTime() - started);
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            JsonNode answer = Json.MAPPER.readTree(r.body());
            assertThat(answer.path("status").asText()).isEqualTo("solved"); // the answer stands without its picture
            assertThat(answer.has("svg")).isFalse();
            assertThat(answer.path("noPicture").asText()).contains("took longer than the request's time limit of 300 ms");
            assertThat(given).containsExactly(Duration.ofMillis(300));
            assertThat(took).as("the answer came at its limit, not after the 20 s drawing").isLessThan(
                    Duration.ofSeconds(10));
        } finally {
            server.close();
        }
    }
}
