package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The OpenAPI document and the records agree: requests as read strictly, answers as the documents are written. */
class OpenApiDocumentTest {

    private static final WebSettings SETTINGS = new WebSettings(WebSettings.LOOPBACK, 0, 1, 1, 1 << 20,
            Duration.ofSeconds(1), Duration.ofSeconds(1));

    private static List<Operation> operations() {
        return new Operations(new SuguruApi(null, null, null, null, null, null, null, SETTINGS),
                new FloodItApi(null, null, null, null, null, null, SETTINGS), new ReachabilityApi(null, null, null,
                SETTINGS), new PlanningApi(null, null, null, null, SETTINGS)).all();
    }

    private static JsonNode template() throws IOException {
        try (InputStream in = OpenApiDocument.class.getResourceAsStream("/web/openapi.json")) {
            return Json.tree(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void every_operation_is_described_with_its_request_and_its_answer_record() throws IOException {
        JsonNode doc = OpenApiDocument.of(template(), operations(), 60_000);
        JsonNode schemas = doc.get("components").get("schemas");
        for (Operation op : operations()) {
            JsonNode post = doc.get("paths").get("/api/" + op.name()).get("post");
            assertThat(doc.get("paths").has("/api/jobs/" + op.name())).as(op.name()).isTrue();
            String requestRef = post.get("requestBody").get("content").get("application/json").get("schema").get("$ref")
                    .asText();
            JsonNode request = schemas.get(requestRef.substring(requestRef.lastIndexOf('/') + 1));
            assertThat(OpenApiDocument.properties(request)).as(op.name() + " request")
                    .containsExactlyInAnyOrderElementsOf(components(op.request()));
            String answerRef = post.get("responses").get("200").get("content").get("application/json").get("schema")
                    .get("$ref").asText();
            JsonNode answer = schemas.get(answerRef.substring(answerRef.lastIndexOf('/') + 1));
            List<String> expected = new ArrayList<>(op.answer() == null ? List.of() : components(op.answer()));
            expected.addAll(List.of("svg", "noPicture", "error"));
            assertThat(OpenApiDocument.properties(answer)).as(op.name() + " answer").containsExactlyElementsOf(expected);
        }
        // nested records get schemas of their own, referenced by name
        assertThat(schemas.get("suguru_explain_answer").get("properties").get("steps").get("items").get("$ref").asText())
                .isEqualTo("#/components/schemas/SuguruStep");
        assertThat(OpenApiDocument.properties(schemas.get("SuguruStep"))).contains("technique", "cells", "grid");
    }

    private static List<String> components(Class<?> record) {
        return Arrays.stream(record.getRecordComponents()).map(RecordComponent::getName).toList();
    }
}
