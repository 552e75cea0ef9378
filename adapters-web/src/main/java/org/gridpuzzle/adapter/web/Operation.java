package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Function;

/**
 * One endpoint of the API ({@code POST /api/suguru/solve}): reads and checks its request at once (so bad input is
 * answered without waiting for a worker), then leaves the work to the pool.
 */
interface Operation {

    /** {@code genre/verb}, the path under {@code /api/} and under {@code /api/jobs/}. */
    String name();

    Work prepare(JsonNode body);

    /** An operation whose request is the record {@code type}, read strictly. */
    static <R> Operation of(String name, Class<R> type, Function<R, Work> prepare) {
        return new Operation() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Work prepare(JsonNode body) {
                return prepare.apply(Json.read(body, type));
            }
        };
    }
}
