package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Function;

/**
 * One endpoint of the API ({@code POST /api/suguru/solve}): reads and checks its request at once (so bad input is
 * answered without waiting for a worker), then leaves the work to the pool. Its request and answer records are what
 * the OpenAPI document describes.
 */
interface Operation {

    /** {@code genre/verb}, the path under {@code /api/} and under {@code /api/jobs/}. */
    String name();

    /** One line for the OpenAPI document. */
    String summary();

    /** The request record, read strictly. */
    Class<?> request();

    /** The answer document's record, or null for an operation that only draws ({@code svg} alone). */
    Class<?> answer();

    Work prepare(JsonNode body);

    static <R> Operation of(String name, String summary, Class<R> request, Class<?> answer, Function<R, Work> prepare) {
        return new Operation() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String summary() {
                return summary;
            }

            @Override
            public Class<?> request() {
                return request;
            }

            @Override
            public Class<?> answer() {
                return answer;
            }

            @Override
            public Work prepare(JsonNode body) {
                return prepare.apply(Json.read(body, request));
            }
        };
    }
}
