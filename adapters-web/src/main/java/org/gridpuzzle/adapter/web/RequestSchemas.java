package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.OperationSpec;

/** An operation's request as a JSON schema, made from its spec: the web's fields with their types, ranges and defaults. */
final class RequestSchemas {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private RequestSchemas() {
    }

    static ObjectNode of(OperationSpec spec) {
        ObjectNode schema = NODES.objectNode().put("type", "object").put("additionalProperties", false);
        ObjectNode properties = schema.putObject("properties");
        for (FieldSpec f : spec.webFields()) {
            ObjectNode field = field(f).put("description", f.description());
            properties.set(f.name(), field);
            if (f.required()) {
                schema.withArray("required").add(f.name());
            }
        }
        return schema;
    }

    private static ObjectNode field(FieldSpec f) {
        return switch (f.kind()) {
            case TEXT -> withDefault(NODES.objectNode().put("type", "string"), f);
            case FLAG -> {
                ObjectNode s = NODES.objectNode().put("type", "boolean");
                yield f.defaultValue() == null ? s : s.put("default", Boolean.parseBoolean(f.defaultValue()));
            }
            case INTEGER -> {
                ObjectNode s = bounded(f);
                yield f.defaultValue() == null ? s : s.put("default", Long.parseLong(f.defaultValue()));
            }
            case CHOICE -> {
                ObjectNode s = NODES.objectNode().put("type", "string");
                f.values().forEach(s.putArray("enum")::add);
                yield withDefault(s, f);
            }
            case CELL -> cell();
            case CELLS -> array(cell());
            case ROWS -> array(array(bounded(f)));
            case INTEGERS -> array(bounded(f));
        };
    }

    /** An integer within the field's range as a server takes it. */
    private static ObjectNode bounded(FieldSpec f) {
        ObjectNode s = NODES.objectNode().put("type", "integer");
        if (f.min() != null) {
            s.put("minimum", f.min());
        }
        if (f.servedLimit() != null) {
            s.put("maximum", f.servedLimit());
        }
        return s;
    }

    private static ObjectNode withDefault(ObjectNode s, FieldSpec f) {
        return f.defaultValue() == null ? s : s.put("default", f.defaultValue());
    }

    private static ObjectNode cell() {
        ObjectNode s = NODES.objectNode().put("type", "array").put("minItems", 2).put("maxItems", 2)
                .put("description", "A cell [row, col], counted from 1 (r3c5 is [3, 5]).");
        s.putObject("items").put("type", "integer").put("minimum", 1);
        return s;
    }

    private static ObjectNode array(ObjectNode items) {
        ObjectNode s = NODES.objectNode().put("type", "array");
        s.set("items", items);
        return s;
    }
}
