package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.operation.Outcome;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request the server answers with an error: the HTTP status and a JSON body that says what is wrong and, for bad
 * input, where (file, line and column of the puzzle text, or of the request's JSON).
 */
final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final Map<String, Object> body;
    private final Map<String, String> headers = new LinkedHashMap<>();

    ApiException(int status, String error, String message) {
        super(message);
        this.status = status;
        this.body = new LinkedHashMap<>();
        body.put("error", error);
        body.put("message", message);
    }

    static ApiException badRequest(String message) {
        return new ApiException(Outcome.BAD_INPUT.httpStatus(), "bad input", message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, "not found", message);
    }

    /** Adds where the problem is. */
    ApiException at(String file, Integer line, Integer column) {
        body.put("file", file);
        body.put("line", line);
        body.put("column", column);
        return this;
    }

    ApiException with(String key, Object value) {
        body.put(key, value);
        return this;
    }

    /** Adds a header to the answer ({@code Allow} of a 405, {@code Retry-After} of a 429). */
    ApiException withHeader(String name, String value) {
        headers.put(name, value);
        return this;
    }

    Map<String, String> headers() {
        return headers;
    }

    int status() {
        return status;
    }

    Map<String, Object> body() {
        return body;
    }
}
