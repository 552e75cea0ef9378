package org.gridpuzzle.answer;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Jackson's side of {@link AnswerJson}, in a class of its own: the JVM loads (and verifies) it, and Jackson with it,
 * only when a document needs it.
 */
final class JacksonText {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JacksonText() {
    }

    static String pretty(Object document) {
        try {
            return PRETTY.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    static ObjectNode tree(Object document) {
        return MAPPER.valueToTree(document);
    }
}
