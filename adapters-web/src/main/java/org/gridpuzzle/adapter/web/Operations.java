package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Every operation of the API by name ({@code suguru/solve}, ...). */
final class Operations {

    private final Map<String, Operation> byName = new TreeMap<>();

    @Inject
    Operations(SuguruApi suguru, FloodItApi floodit, ReachabilityApi reach, PlanningApi planning) {
        List<Operation> all = new ArrayList<>();
        all.addAll(suguru.operations());
        all.addAll(floodit.operations());
        all.addAll(reach.operations());
        all.addAll(planning.operations());
        for (Operation o : all) {
            if (byName.put(o.name(), o) != null) {
                throw new IllegalStateException("two operations named " + o.name());
            }
        }
    }

    Operation get(String genre, String verb) {
        Operation o = byName.get(genre + "/" + verb);
        if (o == null) {
            throw ApiException.notFound("no operation '" + genre + "/" + verb + "'; known: " + String.join(", ",
                    byName.keySet())).with("operations", List.copyOf(byName.keySet()));
        }
        return o;
    }

    List<String> names() {
        return List.copyOf(byName.keySet());
    }

    /** Every operation, by name. */
    List<Operation> all() {
        return List.copyOf(byName.values());
    }
}
