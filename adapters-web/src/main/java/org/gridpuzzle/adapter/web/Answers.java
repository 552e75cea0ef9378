package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.gridpuzzle.answer.AnswerJson;
import org.gridpuzzle.domain.search.StopReason;

/**
 * An operation's answer: the answer document (the same as the command line's {@code --json}) with the picture beside
 * it ({@code svg}). A search stopped by the request's time limit is 408, one stopped by cancellation 409, one that
 * filled the memory budget 413, the body in each case saying what was found so far (and {@code error} why).
 * "No solution" is an answer (200), as on the command line.
 */
final class Answers {

    private Answers() {
    }

    /** @param svg the picture, or null for none */
    static Work.Result of(Object document, String svg, StopReason stopped) {
        ObjectNode body = AnswerJson.tree(document);
        if (svg != null) {
            body.put("svg", svg);
        }
        if (stopped == StopReason.TIME_LIMIT) {
            body.put("error", "time limit");
            return new Work.Result(408, body);
        }
        if (stopped == StopReason.CANCELLED) {
            body.put("error", "cancelled");
            return new Work.Result(409, body);
        }
        if (stopped == StopReason.MEMORY_LIMIT) {
            body.put("error", "memory budget");
            return new Work.Result(413, body); // as a structure refused before it is built: a limit of this server
        }
        return new Work.Result(200, body);
    }

    static Work.Result of(Object document, String svg) {
        return of(document, svg, null);
    }

    /** The planning searches say why they stopped in words ("time limit at 12 steps"). */
    static StopReason stopReason(String stopped) {
        if (stopped == null) {
            return null;
        }
        if (stopped.startsWith("time limit")) {
            return StopReason.TIME_LIMIT;
        }
        if (stopped.startsWith("memory budget") || stopped.startsWith("out of memory")) {
            return StopReason.MEMORY_LIMIT;
        }
        return stopped.startsWith("cancelled") ? StopReason.CANCELLED : null;
    }
}
