package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.OperationSpec;

/**
 * One endpoint of the API ({@code POST /api/suguru/solve}): reads and checks its request at once (so bad input is
 * answered without waiting for a worker), then leaves the work to the pool. Its request and answer records are what
 * the OpenAPI document describes.
 */
interface Operation {

    /** The request's fields, as every front end reads them. */
    OperationSpec spec();

    /** {@code genre/verb}, the path under {@code /api/} and under {@code /api/jobs/}. */
    default String name() {
        return spec().operation();
    }

    /** One line for the OpenAPI document. */
    default String summary() {
        return spec().summary();
    }

    /** The request record, read strictly. */
    Class<?> request();

    /** The answer document's record, or null for an operation that only draws ({@code svg} alone). */
    Class<?> answer();

    Work prepare(JsonNode body);

    /** The operation its spec describes; the request record has exactly the spec's web fields, in its order. */
    static <R> Operation of(OperationSpec spec, Class<R> request, Class<?> answer, Function<R, Work> prepare) {
        List<String> components = Arrays.stream(request.getRecordComponents()).map(RecordComponent::getName).toList();
        List<String> fields = spec.webFields().stream().map(FieldSpec::name).toList();
        if (!components.equals(fields)) {
            throw new IllegalStateException(spec.operation() + ": the request " + request.getSimpleName() + " reads "
                    + components + ", its spec has " + fields);
        }
        return new Operation() {
            @Override
            public OperationSpec spec() {
                return spec;
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
