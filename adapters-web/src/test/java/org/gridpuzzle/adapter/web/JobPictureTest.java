package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A job's answer comes without its picture, which a request of its own fetches: a cancelled Sokoban plan's answer
 * carried a 4.9 MB picture, in its result event and in the DELETE's answer, and the page showed it 2.5-5 s late.
 */
class JobPictureTest {

    @Test
    void a_jobs_answer_leaves_its_picture_to_a_request_of_its_own() {
        Job job = new Job("j1", "sokoban/solve");
        ObjectNode body = Json.MAPPER.createObjectNode().put("summary", "a plan");
        String picture = "<svg>" + "<g class=\"frame\"/>".repeat(300_000) + "</svg>"; // about 5 MB
        body.put(Answers.PICTURE, picture);
        job.complete(Job.State.CANCELLED, 409, body);
        String described = Json.write(job.describe());
        assertThat(described.length()).as("the job as the API shows it").isLessThan(2_000);
        assertThat(described).contains("\"summary\":\"a plan\"", "\"picture\":\"/api/jobs/j1/picture\"")
                .doesNotContain("<svg>");
        assertThat(job.picture()).isSameAs(picture);
        assertThat(body.has(Answers.PICTURE)).as("the answer itself keeps it").isTrue();

        Job plain = new Job("j2", "suguru/count");
        plain.complete(Job.State.FINISHED, 200, Map.of("count", 1));
        assertThat(plain.describe()).doesNotContainKey("picture");
        assertThat(plain.picture()).isNull();
    }

    @Test
    void the_picture_is_served_as_svg_once_the_job_has_ended() throws Exception {
        WebServer server = WebTestComponent.server(1, 4);
        try {
            String base = "http://127.0.0.1:" + server.start();
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> started = http.send(HttpRequest.newBuilder(URI.create(base + "/api/jobs/floodit/read"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                            "{\"text\": \"1213\\n2311\\n\"}")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
            String id = Json.MAPPER.readTree(started.body()).path("id").asText();
            JsonNode job = null;
            for (int i = 0; i < 300 && (job == null || job.path("status").isNull()); i++) {
                Thread.sleep(i == 0 ? 0 : 50);
                job = Json.MAPPER.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/jobs/" + id))
                        .build(), HttpResponse.BodyHandlers.ofString()).body());
            }
            assertThat(job.path("status").asInt()).as(job.toString()).isEqualTo(200);
            assertThat(job.path("result").has("svg")).isFalse();
            assertThat(job.path("result").path("rows").asInt()).isEqualTo(2);
            HttpResponse<String> picture = http.send(HttpRequest.newBuilder(URI.create(base
                    + job.path("picture").asText())).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(picture.statusCode()).isEqualTo(200);
            assertThat(picture.headers().firstValue("Content-Type").orElse("")).startsWith("image/svg+xml");
            assertThat(picture.body()).isEqualTo("<svg>FloodItBoard</svg>");
            assertThat(http.send(HttpRequest.newBuilder(URI.create(base + "/api/jobs/nope/picture")).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(404);
        } finally {
            server.close();
        }
    }
}
