package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.gridpuzzle.adapter.web.WebServer;
import org.gridpuzzle.adapter.web.WebSettings;
import org.gridpuzzle.app.WebComponent;
import org.gridpuzzle.fixtures.UnexpectedAnswer;

/** A server on a free port of 127.0.0.1 and a client for its API, for the web tests. */
final class WebClient implements AutoCloseable {

    static final ObjectMapper JSON = new ObjectMapper();

    /** An answer: the status, the body as JSON (null when it is not JSON) and the raw response. */
    record Reply(int status, JsonNode json, HttpResponse<String> raw) {
        String text(String field) {
            return json.path(field).asText();
        }

        /**
         * This answer, after checking its status; another status fails with the request and the body (the server's
         * log is this test's standard error: the server runs in the test's JVM).
         */
        Reply expect(int expected) {
            assertThat(status).as(() -> describe()).isEqualTo(expected);
            return this;
        }

        /** The request, the status and the body (pictures cut out), for an assertion's description. */
        String describe() {
            return UnexpectedAnswer.describe(raw.request().method() + " " + raw.request().uri().getPath(), status,
                    raw.body());
        }
    }

    private final WebServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    final String base;
    final int port;

    WebClient(WebSettings settings) {
        server = WebComponent.server(settings.withAddress(WebSettings.LOOPBACK, 0));
        port = server.start();
        base = "http://127.0.0.1:" + port;
    }

    /**
     * A server with the given pool and a time limit of 30 s for requests that name none (60 s at most): the server's
     * own 10 s stopped small solves (408) on a machine loaded by a build and four CPU-bound processes.
     */
    static WebClient start(int workers, int queue) {
        return new WebClient(WebSettings.defaults().withPool(workers, queue)
                .withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(60)));
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Reply delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).DELETE());
    }

    Reply post(String path, Object body) {
        return postRaw(path, body instanceof String s ? s : write(body));
    }

    Reply postRaw(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode json;
            try {
                json = JSON.readTree(r.body());
            } catch (IOException e) {
                json = null;
            }
            return new Reply(r.statusCode(), json, r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    WebServer server() {
        return server;
    }

    HttpClient http() {
        return http;
    }

    static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of a file under the project's examples/. */
    static String example(String relative) {
        try {
            return Files.readString(Path.of("..", "examples", relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Map<String, Object> text(String relative) {
        return Map.of("text", example(relative), "name", Path.of(relative).getFileName().toString());
    }

    @Override
    public void close() {
        server.close();
    }
}
