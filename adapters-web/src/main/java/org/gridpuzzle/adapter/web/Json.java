package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.Locale;
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

    /** The request as its record type: unknown fields and wrongly typed values are bad input naming the field. */
    static <R> R read(JsonNode body, Class<R> type) {
        try {
            return MAPPER.treeToValue(body, type);
        } catch (UnrecognizedPropertyException e) {
            String known = e.getKnownPropertyIds().stream().map(Object::toString).sorted()
                    .collect(Collectors.joining(", "));
            throw ApiException.badRequest("unknown option '" + e.getPropertyName() + "'; known: " + known)
                    .with("option", e.getPropertyName());
        } catch (InvalidFormatException e) {
            throw ApiException.badRequest("'" + field(e) + "' cannot be " + e.getValue() + ": expected "
                    + e.getTargetType().getSimpleName().toLowerCase(Locale.ROOT)).with("option", field(e));
        } catch (MismatchedInputException e) {
            throw ApiException.badRequest("'" + field(e) + "' has the wrong type: " + e.getOriginalMessage())
                    .with("option", field(e));
        } catch (JsonProcessingException e) {
            throw located("cannot read the request: " + plain(e.getOriginalMessage()), e);
        }
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

    private static String field(MismatchedInputException e) {
        return e.getPath().stream().map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining("."));
    }

    private static ApiException located(String message, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        ApiException ex = ApiException.badRequest(message);
        // a value read from the parsed tree has no place in the text (Jackson says -1): then none is claimed
        return at == null || at.getLineNr() < 1 ? ex : ex.at("request", at.getLineNr(), at.getColumnNr());
    }
}
