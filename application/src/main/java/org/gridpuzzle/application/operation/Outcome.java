package org.gridpuzzle.application.operation;

import java.util.LinkedHashMap;
import java.util.Map;
import org.gridpuzzle.domain.search.StopReason;

/**
 * What an answer means, the same on every front end, with the one table of what each front end makes of it: the
 * command line's exit code and the web's HTTP status. "No answer" is an answer (the web's 200, exit 3); a search a
 * limit stopped answers with what it found so far and its bound, the status saying which limit.
 */
public enum Outcome {
    /** Solved, verified, generated, or whatever the operation asked. */
    ANSWERED(0, 200, "ok (solved, verified, generated)"),
    /** Looked at in full: there is none (no solution, a plan that fails, a grid that breaks a rule). */
    NO_ANSWER(3, 200, "no solution, or a limit was reached before an answer"),
    /** The time limit came first. */
    TIME_LIMIT(3, 408, null),
    /**
     * The node limit came first (a planning request's {@code nodes}, the command line's {@code --nodes}): the answer so
     * far, as "no answer" is (exit 3, the web's 200, its {@code stopped} naming the limit).
     */
    NODE_LIMIT(3, 200, null),
    /** The memory budget came first: a table or a formula that would not fit was refused. */
    MEMORY_LIMIT(3, 413, null),
    /**
     * Cancelled: DELETE on the web (409); on the command line Ctrl-C, whose 130 the JVM gives after the answer so far
     * is printed (a command's own run stopped by a limit ends with {@link #NO_ANSWER}'s 3).
     */
    CANCELLED(130, 409, "stopped by Ctrl-C (the best answer so far is printed first)"),
    /** Bad input or usage, naming the file, line and column or the field. */
    BAD_INPUT(2, 400, "bad input or usage (the message names file, line and column)"),
    /** A bug. */
    INTERNAL_ERROR(1, 500, "internal error (a bug: please report it)");

    private final int exitCode;
    private final int httpStatus;
    private final String exitCodeMeaning;

    Outcome(int exitCode, int httpStatus, String exitCodeMeaning) {
        this.exitCode = exitCode;
        this.httpStatus = httpStatus;
        this.exitCodeMeaning = exitCodeMeaning;
    }

    public int exitCode() {
        return exitCode;
    }

    public int httpStatus() {
        return httpStatus;
    }

    /** An answer that exists or not, or the limit that stopped the search first. */
    public static Outcome of(boolean answered, StopReason stopped) {
        return stopped != null ? stopped(stopped) : answered ? ANSWERED : NO_ANSWER;
    }

    /** The limit that stopped a search, or {@link #ANSWERED} when none did. */
    public static Outcome stopped(StopReason stopped) {
        if (stopped == null) {
            return ANSWERED;
        }
        return switch (stopped) {
            case TIME_LIMIT -> TIME_LIMIT;
            case NODE_LIMIT -> NODE_LIMIT;
            case MEMORY_LIMIT -> MEMORY_LIMIT;
            case CANCELLED -> CANCELLED;
        };
    }

    /** The exit codes with what each means, in order, as {@code --help} lists them. */
    public static Map<String, String> exitCodes() {
        Map<String, String> codes = new LinkedHashMap<>();
        for (int code : new int[] {0, 1, 2, 3, 130}) {
            for (Outcome o : values()) {
                if (o.exitCode == code && o.exitCodeMeaning != null) {
                    codes.put(String.valueOf(code), o.exitCodeMeaning);
                }
            }
        }
        return codes;
    }
}
