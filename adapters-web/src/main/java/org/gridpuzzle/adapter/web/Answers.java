package org.gridpuzzle.adapter.web;

import java.util.Map;
import org.gridpuzzle.domain.search.StopReason;

/**
 * The status of an answer: a search stopped by the request's time limit is 408, one stopped by cancellation 409,
 * one that filled the memory budget 413, the body in each case saying what was found so far. "No solution" is an answer (200), as on the command line.
 */
final class Answers {

    private Answers() {
    }

    static Work.Result of(Map<String, Object> body, StopReason stopped) {
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
        return Work.Result.ok(body);
    }

    /** The same for the planning searches, which say why they stopped in words ("time limit at 12 steps"). */
    static Work.Result of(Map<String, Object> body, String stopped) {
        if (stopped != null && stopped.startsWith("time limit")) {
            return of(body, StopReason.TIME_LIMIT);
        }
        if (stopped != null && stopped.startsWith("cancelled")) {
            return of(body, StopReason.CANCELLED);
        }
        return Work.Result.ok(body);
    }
}
