package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.gridpuzzle.answer.AnswerJson;
import org.gridpuzzle.application.operation.Outcome;
import org.gridpuzzle.domain.search.StopReason;

/**
 * An operation's answer: the answer document (the same as the command line's {@code --json}) with the picture beside
 * it ({@code svg}), or why it has none ({@code noPicture}: too large to draw here). A search stopped by the request's time limit is 408, one stopped by cancellation 409, one that
 * filled the memory budget 413, the body in each case saying what was found so far (and {@code error} why).
 * "No solution" is an answer (200), as on the command line.
 */
final class Answers {

    /** The field of an answer that holds its picture. */
    static final String PICTURE = "svg";

    private Answers() {
    }

    /** @param picture the picture, or why there is none ({@code noPicture}); null for an answer that has none */
    static Work.Result of(Object document, Pictures.Drawn picture, StopReason stopped) {
        ObjectNode body = AnswerJson.tree(document);
        if (picture == null) {
            // no picture to draw (counts, bounds)
        } else if (picture.svg() != null) {
            body.put(PICTURE, picture.svg());
        } else if (picture.refused() != null) {
            body.put("noPicture", picture.refused());
        }
        String error = error(stopped);
        if (error != null) {
            body.put("error", error);
        }
        return new Work.Result(status(stopped), body);
    }

    /**
     * The status of an answer a limit stopped: 408 for the time limit, 409 for a cancel, 413 for the memory budget
     * (as a structure refused before it is built: a limit of this server); 200 otherwise.
     */
    static int status(StopReason stopped) {
        return Outcome.stopped(stopped).httpStatus();
    }

    /** The body's {@code error} for an answer a limit stopped, or null. */
    static String error(StopReason stopped) {
        if (stopped == null) {
            return null;
        }
        return switch (stopped) {
            case TIME_LIMIT -> "time limit";
            case CANCELLED -> "cancelled";
            case MEMORY_LIMIT -> "memory budget";
            case NODE_LIMIT -> null;
        };
    }

    static Work.Result of(Object document, Pictures.Drawn picture) {
        return of(document, picture, null);
    }
}
