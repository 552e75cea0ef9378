package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.OperationSpec;
import org.junit.jupiter.api.Test;

/**
 * A field added to an operation's spec reaches the web without a line of the web's own: its check (range and
 * default) and its place in the served OpenAPI document both come from the spec. The operation is made up here, so
 * that no real one has to change for the test.
 */
class SpecDerivedTest {


    record Request(String text, Integer width) {
    }

    private static final FieldSpec WIDTH = FieldSpec.integer("width", "How wide.").between(2, 9).byDefault(4);
    /** A test-only operation whose spec gains a field {@code width}. */
    private static final OperationSpec SPEC = OperationSpec.of("demo/try", "A made-up operation.",
            FieldSpec.text("text", "Anything.").asRequired(), WIDTH);

    private static final Operation OPERATION = Operation.of(SPEC, Request.class, null,
            r -> {
                int width = Fields.number(SPEC.field("width"), r.width()); // checked before the job is queued
                return job -> Answers.of(Map.of("width", width), Pictures.Drawn.NONE);
            });

    @Test
    void the_fields_range_is_the_webs_check_and_its_default_the_webs_default() throws Exception {
        assertThatThrownBy(() -> OPERATION.prepare(Json.tree("{\"text\": \"x\", \"width\": 10}")))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.status()).isEqualTo(400);
                    assertThat(e.getMessage()).contains("'width' must be between 2 and 9, got 10");
                });
        assertThat(Fields.number(WIDTH, (Integer) null)).isEqualTo(4);
        assertThat(Fields.number(WIDTH, 9)).isEqualTo(9);
    }

    @Test
    void the_field_is_in_the_served_document_with_its_range_default_and_description() throws IOException {
        JsonNode doc = OpenApiDocument.of(template(), List.of(OPERATION), 60_000);
        JsonNode width = doc.get("components").get("schemas").get("demo_try").get("properties").get("width");
        assertThat(width.get("type").asText()).isEqualTo("integer");
        assertThat(width.get("minimum").asLong()).isEqualTo(2);
        assertThat(width.get("maximum").asLong()).isEqualTo(9);
        assertThat(width.get("default").asLong()).isEqualTo(4);
        assertThat(width.get("description").asText()).isEqualTo("How wide.");
        assertThat(doc.get("components").get("schemas").get("demo_try").get("required").toString())
                .isEqualTo("[\"text\"]");
        assertThat(doc.get("paths").get("/api/demo/try").get("post").get("summary").asText())
                .isEqualTo("A made-up operation.");
        assertThat(doc.get("paths").has("/api/jobs/demo/try")).isTrue();
    }

    @Test
    void a_spec_field_the_request_does_not_read_stops_the_server_from_starting() {
        OperationSpec wider = OperationSpec.of("demo/try", "A made-up operation.", FieldSpec.text("text", "Anything."),
                WIDTH, FieldSpec.integer("height", "How high."));
        assertThatThrownBy(() -> Operation.of(wider, Request.class, null, r -> null))
                .hasMessageContaining("demo/try: the request Request reads [text, width], its spec has [text, width,"
                        + " height]");
    }

    private static JsonNode template() throws IOException {
        try (InputStream in = OpenApiDocument.class.getResourceAsStream("/web/openapi.json")) {
            return Json.tree(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
