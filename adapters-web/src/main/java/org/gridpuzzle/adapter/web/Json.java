package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.Collection;
import java.util.stream.Collectors;

/** Requests read strictly (an unknown field is an error that lists the known ones) and answers written as JSON. */
final class Json {

    static final ObjectMapper MAPPER = strict(JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .build());

    /** A number is not a text and a text is not a number or a flag: each value has the type its field says. */
    private static ObjectMapper strict(ObjectMapper mapper) {
        for (CoercionInputShape shape : new CoercionInputShape[] {CoercionInputShape.Integer,
                CoercionInputShape.Float, CoercionInputShape.Boolean}) {
            mapper.coercionConfigFor(LogicalType.Textual).setCoercion(shape, CoercionAction.Fail);
        }
        for (LogicalType type : new LogicalType[] {LogicalType.Integer, LogicalType.Float, LogicalType.Boolean}) {
            mapper.coercionConfigFor(type).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        return mapper;
    }

    private Json() {
    }

    /** The body as a JSON object; malformed JSON is bad input at its line and column. */
    static JsonNode tree(String body) {
        if (body == null || body.isBlank()) {
            throw ApiException.badRequest("the request has no body; send a JSON object");
        }
        try {
            JsonNode node = MAPPER.readTree(body);
            if (node == null || !node.isObject()) {
                throw ApiException.badRequest("the request body must be a JSON object").at("request", 1, 1);
            }
            return node;
        } catch (JsonProcessingException e) {
            throw located("malformed JSON: " + plain(e.getOriginalMessage()), e);
        }
    }

    /**
     * The request as its record type: unknown fields and wrongly typed values are bad input naming the field and what
     * it takes, in plain words ("'timeoutMs' must be an integer, got the string \"100\""), never Jackson's own sentence
     * (it named Java classes and its coercion settings).
     */
    static <R> R read(JsonNode body, Class<R> type) {
        try {
            return MAPPER.treeToValue(body, type);
        } catch (UnrecognizedPropertyException e) {
            String known = e.getKnownPropertyIds().stream().map(Object::toString).sorted()
                    .collect(Collectors.joining(", "));
            throw ApiException.badRequest("unknown option '" + e.getPropertyName() + "'; known: " + known)
                    .with("option", e.getPropertyName());
        } catch (JsonMappingException e) {
            if (e.getPath().isEmpty()) {
                throw located("cannot read the request: " + plain(e.getOriginalMessage()), e);
            }
            String field = field(e);
            String top = e.getPath().get(0).getFieldName();
            JsonNode value = body.at(pointer(e));
            Class<?> target = e instanceof MismatchedInputException m ? m.getTargetType()
                    : e.getCause() instanceof InputCoercionException c ? c.getTargetType() : null;
            boolean small = target == Integer.class || target == int.class;
            String message = value.isIntegralNumber() && target != null && integral(target)
                    ? "'" + field + "' is out of range: it takes integers from " + (small ? Integer.MIN_VALUE
                            : Long.MIN_VALUE) + " to " + (small ? Integer.MAX_VALUE : Long.MAX_VALUE) + ", got "
                            + shortly(value.asText())
                    : "'" + field + "' must be " + expected(target) + ", got " + given(value);
            throw ApiException.badRequest(message).with("option", top == null ? field : top);
        } catch (JsonProcessingException e) {
            throw located("cannot read the request: " + plain(e.getOriginalMessage()), e);
        }
    }

    /** What a field of this Java type takes, in the words of JSON. */
    static String expected(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        if (integral(type)) {
            return "an integer";
        }
        if (Number.class.isAssignableFrom(type) || type == double.class || type == float.class) {
            return "a number";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "a list";
        }
        return "an object";
    }

    private static boolean integral(Class<?> type) {
        return type == Integer.class || type == int.class || type == Long.class || type == long.class;
    }

    /** A value as the request gave it: its kind, and its text when it is short. */
    static String given(JsonNode value) {
        return switch (value.getNodeType()) {
            case STRING -> "the string " + shortly(value.toString());
            case NUMBER -> "the number " + shortly(value.asText());
            case BOOLEAN -> value.asText();
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            case NULL -> "null";
            default -> "something else";
        };
    }

    private static String shortly(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    private static JsonPointer pointer(JsonMappingException e) {
        JsonPointer p = JsonPointer.empty();
        for (JsonMappingException.Reference r : e.getPath()) {
            p = r.getFieldName() != null ? p.appendProperty(r.getFieldName()) : p.appendIndex(r.getIndex());
        }
        return p;
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** Jackson's sentence without its note on where the source is (the line and column say that). */
    private static String plain(String message) {
        String m = message == null ? "" : message;
        for (String cut : new String[] {" (start marker at", "\n at [Source", " at [Source"}) {
            int i = m.indexOf(cut);
            if (i >= 0) {
                m = m.substring(0, i);
            }
        }
        return m.strip();
    }

    /** {@code targets[0][1]}: the field and the places in its lists. */
    private static String field(JsonMappingException e) {
        return e.getPath().stream().map(r -> r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining()).substring(1);
    }

    private static ApiException located(String message, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        ApiException ex = ApiException.badRequest(message);
        // a value read from the parsed tree has no place in the text (Jackson says -1): then none is claimed
        return at == null || at.getLineNr() < 1 ? ex : ex.at("request", at.getLineNr(), at.getColumnNr());
    }
}
