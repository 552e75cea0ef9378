package org.gridpuzzle.answer;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The one mapper of answer documents: records written with their components in order, nulls kept. */
public final class AnswerJson {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private AnswerJson() {
    }

    /** The document as indented JSON text and a line end, as {@code --json} prints it. */
    public static String pretty(Object document) {
        try {
            return PRETTY.writeValueAsString(document) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** The document as a JSON object, for a front end that adds members beside it (the web's picture). */
    public static ObjectNode tree(Object document) {
        return MAPPER.valueToTree(document);
    }
}
