package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.operation.Outcome;
import java.util.concurrent.atomic.AtomicLong;
import org.gridpuzzle.application.error.InputStoppedException;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.application.error.MissingEndpointException;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.error.UnrecognisedFormatException;
import org.gridpuzzle.domain.floodit.UnsupportedAlgorithmException;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.sat.SatSolverException;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.suguru.RegionTooLargeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Failures of the inner layers as API errors: bad input is 400 with the file, line and column the readers give and
 * the request's field names in the sentence; anything else is a bug, 500 without a stack trace in the answer: the
 * stack trace goes to the server's log under an incident number the answer gives, so the bug can be found.
 */
final class ErrorBodies {

    private static final Logger LOG = LoggerFactory.getLogger("gridpuzzle.web");
    private static final AtomicLong INCIDENTS = new AtomicLong();

    private ErrorBodies() {
    }

    static ApiException of(RuntimeException e) {
        if (e instanceof ApiException a) {
            return a;
        }
        if (e instanceof InvalidParameterException p) {
            return ApiException.badRequest("'" + p.parameter() + "'" + (p.value() == null ? "" : " " + p.value()) + ": "
                    + p.reason()).with("option", p.parameter());
        }
        if (e instanceof ParameterOutOfRangeException p) {
            // a request's field, not a place in a text: named as the other fields' ranges are
            return ApiException.badRequest(message(p)).with("option", p.parameter());
        }
        if (e instanceof InvalidInputException in) {
            return ApiException.badRequest(message(in)).at(in.source(), in.line().orElse(null), in.column().orElse(null))
                    .with("problem", in.problem());
        }
        if (e instanceof UnsupportedAlgorithmException u) {
            return ApiException.badRequest("the board does not fit the chosen algorithm: " + u.getMessage());
        }
        if (e instanceof RegionTooLargeException r) {
            return ApiException.badRequest("regions of more than " + r.limit() + " cells are beyond the fast solver (this"
                    + " puzzle has one of " + r.size() + "); use \"solver\": \"sat\" (any region size) or \"paper\"");
        }
        if (e instanceof InputStoppedException stopped) {
            // a reader stopped by the job's limits: a limit, as for a search
            return new ApiException(Answers.status(stopped.reason()), Answers.error(stopped.reason()), e.getMessage());
        }
        if (e instanceof MemoryBudgetException) {
            return new ApiException(Outcome.MEMORY_LIMIT.httpStatus(), "too large", e.getMessage()); // a limit of this server, not a bug
        }
        if (e instanceof InvalidModelException || e instanceof SatSolverException) {
            return ApiException.badRequest(e.getMessage());
        }
        return bug(e);
    }

    /**
     * A bug: 500 naming the exception, and its stack trace in the server's log under the incident number the answer
     * gives.
     */
    static ApiException bug(Throwable e) {
        long incident = INCIDENTS.incrementAndGet();
        LOG.error("internal error, incident {}", incident, e);
        return new ApiException(Outcome.INTERNAL_ERROR.httpStatus(), "internal error", "internal error: "
                + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage())
                + " (a bug: please report it with incident " + incident + " of the server's log)")
                .with("incident", incident);
    }

    /** A job that filled the heap: 413 like a table the memory budget refused, never a 500. */
    static ApiException outOfMemory() {
        return new ApiException(Outcome.MEMORY_LIMIT.httpStatus(), "too large", "the job ran out of this server's memory ("
                + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB of heap for every job at once): give it less to"
                + " do, or run it on the command line with --memory");
    }

    /** The sentence, with the request's field names where the readers name command-line options. */
    private static String message(InvalidInputException e) {
        String where = e.source() == null ? "" : e.source() + ": ";
        if (e instanceof ParameterOutOfRangeException p) {
            return "'" + p.parameter() + "' must be " + (p.max() == Long.MAX_VALUE || p.max() == Integer.MAX_VALUE
                    ? "at least " + p.min() : "between " + p.min() + " and " + p.max()) + ", got " + p.value();
        }
        if (e instanceof MissingEndpointException m) {
            return where + (m.endpoint() == MissingEndpointException.Endpoint.SOURCE
                    ? "no source: mark a cell 'S' or give \"from\"" : "no target: mark a cell 'T' or give \"to\"");
        }
        if (e instanceof UnrecognisedFormatException f) {
            return where + (f.requested() == null ? "cannot tell the format from the name; give \"format\", one of: "
                    : "unknown format '" + f.requested() + "'; known: ") + String.join(", ", f.known());
        }
        return e.getMessage();
    }
}
