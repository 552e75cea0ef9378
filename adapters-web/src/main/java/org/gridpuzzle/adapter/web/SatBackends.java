package org.gridpuzzle.adapter.web;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import org.gridpuzzle.application.operation.CommonFields;
import java.util.Map;

/**
 * The SAT back-ends a request may name. Never a command line from the request: a name from this list, so a
 * request cannot start an arbitrary program on the server.
 */
final class SatBackends {

    /** Name → what the SAT port is asked for. */
    static final Map<String, String> ALLOWED;

    static {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("sat4j", "sat4j");
        m.put("auto", "auto");
        m.put("kissat", "kissat -q");
        m.put("cadical", "cadical -q");
        m.put("minisat", "minisat -verb=0");
        if (!List.copyOf(m.keySet()).equals(CommonFields.SAT_BACKENDS)) {
            throw new IllegalStateException("the web's SAT back-ends " + m.keySet() + " are not the spec's "
                    + CommonFields.SAT_BACKENDS);
        }
        ALLOWED = Collections.unmodifiableMap(m);
    }

    private SatBackends() {
    }

    static String spec(String name) {
        if (name == null) {
            return ALLOWED.get(CommonFields.SAT_BACKEND.defaultValue());
        }
        String spec = ALLOWED.get(name); // exactly as the document's enum: " sat4j" is no name

        if (spec == null) {
            throw ApiException.badRequest("unknown solver '" + name + "'; choose " + String.join(", ", ALLOWED.keySet()))
                    .with("option", "solver");
        }
        return spec;
    }
}
