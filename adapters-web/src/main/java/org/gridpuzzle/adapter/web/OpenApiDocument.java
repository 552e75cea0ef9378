package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.operation.CommonFields;
import org.gridpuzzle.application.operation.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The OpenAPI document: the request schemas and the server's own endpoints from the bundled description, and every
 * operation's answer schema made from its answer record (the document the command line's {@code --json} prints,
 * with the web's {@code svg} and {@code error} beside it), so the description cannot drift from the answers.
 */
final class OpenApiDocument {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private OpenApiDocument() {
    }

    /** Statuses an operation answers with a document, and the bundled response each starts from. */
    private static final Map<String, String> ANSWERS = Map.of(status(Outcome.ANSWERED), "Answered",
            status(Outcome.TIME_LIMIT), "TimeLimit", status(Outcome.CANCELLED), "Cancelled", status(Outcome.MEMORY_LIMIT),
            "MemoryBudget");
    /** Statuses an operation answers with an error, the same for all. */
    private static final Map<String, String> ERRORS = Map.of(status(Outcome.BAD_INPUT), "BadInput", "404",
            "NoSuchOperation", "429", "Busy", status(Outcome.INTERNAL_ERROR), "Bug");

    /** The status of a request refused for its Host or Origin ({@code WebServer.guard}): any path, any method. */
    static final String FORBIDDEN = "403";

    /**
     * @param template the bundled description: the server's own endpoints, the error and job schemas, and the
     *        responses every operation shares; each operation's paths, request and answer schemas are made here
     * @param maxTimeoutMs the largest {@code timeoutMs} this server takes (its {@code --max-timeout}), the maximum of
     *        every request's {@code timeoutMs}
     */
    static ObjectNode of(JsonNode template, List<Operation> operations, long maxTimeoutMs) {
        ObjectNode doc = template.deepCopy();
        ObjectNode schemas = (ObjectNode) doc.with("components").with("schemas");
        JsonNode responses = doc.path("components").path("responses");
        ObjectNode paths = NODES.objectNode();
        for (Operation op : operations) {
            String id = op.name().replace('/', '_');
            ObjectNode request = RequestSchemas.of(op.spec());
            if (request.path("properties").has(CommonFields.TIMEOUT_MS.name())) {
                ((ObjectNode) request.get("properties").get(CommonFields.TIMEOUT_MS.name())).put("maximum", maxTimeoutMs);
            }
            schemas.set(id, request);
            String answerName = id + "_answer";
            ObjectNode answer = op.answer() == null ? NODES.objectNode().put("type", "object")
                    .set("properties", NODES.objectNode()) : record(op.answer(), schemas);
            ObjectNode properties = (ObjectNode) answer.get("properties");
            properties.set("svg", NODES.objectNode().put("type", "string").put("nullable", true)
                    .put("description", "The answer drawn (the same picture as -o FILE.svg), when there is one."));
            properties.set("noPicture", NODES.objectNode().put("type", "string").put("nullable", true)
                    .put("description", "Why the answer has no svg: its picture would be larger than this server"
                            + " draws (the answer is complete without it; the command line draws it)."));
            properties.set("error", NODES.objectNode().put("type", "string").put("nullable", true)
                    .put("description", "Why the search stopped first (time limit: 408, cancelled: 409, memory budget:"
                            + " 413); the rest of the body is what was found so far."));
            schemas.set(answerName, answer);
            ObjectNode direct = NODES.objectNode();
            ANSWERS.forEach((status, name) -> direct.set(status, ((ObjectNode) responses.get(name).deepCopy())
                    .set("content", NODES.objectNode().set("application/json",
                            NODES.objectNode().set("schema", ref("schemas", answerName))))));
            ERRORS.forEach((status, name) -> direct.set(status, ref("responses", name)));
            paths.set("/api/" + op.name(), post(id, op.spec().summary(), op.name().split("/")[0], id, sorted(direct)));
            ObjectNode queued = NODES.objectNode().set("202", ref("responses", "Queued"));
            ERRORS.forEach((status, name) -> {
                if (!status.equals(status(Outcome.INTERNAL_ERROR))) { // a job's own failure is in its state
                    queued.set(status, ref("responses", name));
                }
            });
            paths.set("/api/jobs/" + op.name(), post("job_" + id, "As a job: " + op.spec().summary(), "jobs", id,
                    sorted(queued)));
        }
        paths.setAll((ObjectNode) doc.path("paths")); // the server's own endpoints after the operations
        // the guard refuses a foreign Host or Origin before any route: every method of every path may answer 403
        paths.forEach(path -> path.fields().forEachRemaining(method -> {
            if (method.getValue().path("responses") instanceof ObjectNode r && method.getValue() instanceof ObjectNode m) {
                r.set(FORBIDDEN, ref("responses", "Forbidden"));
                m.set("responses", sorted(r));
            }
        }));
        doc.set("paths", paths);
        return doc;
    }

    private static String status(Outcome outcome) {
        return String.valueOf(outcome.httpStatus());
    }

    private static ObjectNode post(String operationId, String summary, String tag, String request, ObjectNode responses) {
        ObjectNode post = NODES.objectNode().put("operationId", operationId).put("summary", summary);
        post.putArray("tags").add(tag);
        post.putObject("requestBody").put("required", true).putObject("content").putObject("application/json")
                .set("schema", ref("schemas", request));
        post.set("responses", responses);
        return NODES.objectNode().set("post", post);
    }

    private static ObjectNode ref(String section, String name) {
        return NODES.objectNode().put("$ref", "#/components/" + section + "/" + name);
    }

    /** The responses by status, in order. */
    private static ObjectNode sorted(ObjectNode node) {
        Map<String, JsonNode> byStatus = new TreeMap<>();
        node.fields().forEachRemaining(e -> byStatus.put(e.getKey(), e.getValue()));
        ObjectNode out = NODES.objectNode();
        byStatus.forEach(out::set);
        return out;
    }

    /** The schema of a record: its components in order, nested records as schemas of their own. */
    static ObjectNode record(Class<?> type, ObjectNode schemas) {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        ArrayNode required = NODES.arrayNode();
        for (RecordComponent c : type.getRecordComponents()) {
            properties.set(c.getName(), schema(c.getGenericType(), schemas));
            required.add(c.getName());
        }
        schema.set("required", required);
        return schema;
    }

    private static ObjectNode schema(Type type, ObjectNode schemas) {
        if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
            return NODES.objectNode().put("type", "array").put("nullable", true)
                    .set("items", schema(p.getActualTypeArguments()[0], schemas));
        }
        Class<?> c = (Class<?>) type;
        if (c.isArray()) {
            return NODES.objectNode().put("type", "array").put("nullable", true)
                    .set("items", schema(c.getComponentType(), schemas));
        }
        if (c.isRecord()) {
            String name = name(c);
            if (!schemas.has(name)) {
                schemas.set(name, NODES.objectNode()); // a place first, so a record that refers to itself ends
                schemas.set(name, record(c, schemas));
            }
            return NODES.objectNode().put("$ref", "#/components/schemas/" + name);
        }
        ObjectNode s = NODES.objectNode().put("type", kind(c));
        return c.isPrimitive() ? s : s.put("nullable", true);
    }

    private static String kind(Class<?> c) {
        Map<Class<?>, String> kinds = Map.ofEntries(Map.entry(String.class, "string"), Map.entry(int.class, "integer"),
                Map.entry(Integer.class, "integer"), Map.entry(long.class, "integer"), Map.entry(Long.class, "integer"),
                Map.entry(double.class, "number"), Map.entry(Double.class, "number"), Map.entry(boolean.class, "boolean"),
                Map.entry(Boolean.class, "boolean"));
        String kind = kinds.get(c);
        if (kind == null) {
            throw new IllegalStateException("no JSON type for " + c.getName() + " in an answer record");
        }
        return kind;
    }

    /** {@code SuguruAnswers.Step} is {@code SuguruStep}. */
    private static String name(Class<?> record) {
        Class<?> outer = record.getEnclosingClass();
        return (outer == null ? "" : outer.getSimpleName().replace("Answers", "")) + record.getSimpleName();
    }

    /** The property names of a schema, for the checks of the tests. */
    static List<String> properties(JsonNode schema) {
        List<String> out = new ArrayList<>();
        for (Iterator<String> it = schema.path("properties").fieldNames(); it.hasNext();) {
            out.add(it.next());
        }
        return out;
    }
}
