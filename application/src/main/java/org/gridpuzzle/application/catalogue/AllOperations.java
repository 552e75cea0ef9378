package org.gridpuzzle.application.catalogue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridpuzzle.application.port.in.floodit.FloodItOperation;
import org.gridpuzzle.application.operation.Described;
import org.gridpuzzle.application.operation.OperationSpec;
import org.gridpuzzle.application.port.in.planning.PlanningOperation;
import org.gridpuzzle.application.port.in.reachability.ReachabilityOperation;
import org.gridpuzzle.application.port.in.sat.SatOperation;
import org.gridpuzzle.application.port.in.suguru.SuguruOperation;

/** Every operation's request, by name: what a front end derives its options, checks and documents from. */
public final class AllOperations {

    private AllOperations() {
    }


    /** By name ({@code suguru/solve}), in name order. */
    public static Map<String, OperationSpec> byName() {
        return index(false);
    }

    /** By the command line's path ({@code reach} for {@code reach/solve}). */
    public static Map<String, OperationSpec> byCommand() {
        return index(true);
    }

    private static Map<String, OperationSpec> index(boolean commands) {
        List<Described> all = new ArrayList<>();
        all.addAll(List.of(SuguruOperation.values()));
        all.addAll(List.of(FloodItOperation.values()));
        all.addAll(List.of(ReachabilityOperation.values()));
        all.addAll(List.of(PlanningOperation.values()));
        all.addAll(List.of(SatOperation.values()));
        Map<String, OperationSpec> byName = new TreeMap<>();
        for (OperationSpec o : all.stream().map(Described::spec).toList()) {
            if (byName.put(commands ? o.command() : o.operation(), o) != null) {
                throw new IllegalStateException("two operations named " + o.operation());
            }
        }
        return byName;
    }
}
