package org.gridpuzzle.adapter.web;

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

/**
 * The OpenAPI document: the request schemas and the server's own endpoints from the bundled description, and every
 * operation's answer schema made from its answer record (the document the command line's {@code --json} prints,
 * with the web's {@code svg} and {@code error} beside it), so the description cannot drift from the answers.
 */
final class OpenApiDocument {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final List<String> ANSWERING = List.of("200", "408", "409", "413");

    private OpenApiDocument() {
    }

    /** @param template the bundled description: paths with their requests, and the request schemas */
    static ObjectNode of(JsonNode template, List<Operation> operations) {
        ObjectNode doc = template.deepCopy();
        ObjectNode schemas = (ObjectNode) doc.with("components").with("schemas");
        for (Operation op : operations) {
            String answerName = op.name().replace('/', '_') + "_answer";
            ObjectNode answer = op.answer() == null ? NODES.objectNode().put("type", "object")
                    .set("properties", NODES.objectNode()) : record(op.answer(), schemas);
            ObjectNode properties = (ObjectNode) answer.get("properties");
            properties.set("svg", NODES.objectNode().put("type", "string").put("nullable", true)
                    .put("description", "The answer drawn (the same picture as -o FILE.svg), when there is one."));
            properties.set("error", NODES.objectNode().put("type", "string").put("nullable", true)
                    .put("description", "Why the search stopped first (time limit: 408, cancelled: 409, memory budget:"
                            + " 413); the rest of the body is what was found so far."));
            schemas.set(answerName, answer);
            ObjectNode responses = (ObjectNode) doc.path("paths").path("/api/" + op.name()).path("post").path("responses");
            for (String status : ANSWERING) {
                if (responses.has(status)) {
                    ((ObjectNode) responses.get(status).path("content").path("application/json"))
                            .set("schema", NODES.objectNode().put("$ref", "#/components/schemas/" + answerName));
                }
            }
        }
        return doc;
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
