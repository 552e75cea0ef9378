package org.gridpuzzle.answer;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one mapper of answer documents: records written with their components in order, nulls kept. The command line's
 * text ({@link #pretty}) is laid out without Jackson whenever the document is plain data ({@link JsonText}), so that
 * printing an answer after a time limit costs milliseconds; Jackson ({@link JacksonText}) is loaded the first time a
 * document needs it.
 */
public final class AnswerJson {

    private AnswerJson() {
    }

    /** The document as indented JSON text and a line end, as {@code --json} prints it. */
    public static String pretty(Object document) {
        String text;
        try {
            text = JsonText.write(document);
        } catch (JsonText.Unsupported e) {
            text = JacksonText.pretty(document);
        }
        return text + System.lineSeparator();
    }

    /** The document as Jackson writes it: the reference {@link #pretty} agrees with. */
    static String jackson(Object document) {
        return JacksonText.pretty(document) + System.lineSeparator();
    }

    /** The document as a JSON object, for a front end that adds members beside it (the web's picture). */
    public static ObjectNode tree(Object document) {
        return JacksonText.tree(document);
    }
}
