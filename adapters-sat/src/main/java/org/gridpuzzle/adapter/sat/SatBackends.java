package org.gridpuzzle.adapter.sat;

import jakarta.inject.Inject;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.gridpuzzle.adapter.sat.dimacs.ExternalSatSolver;
import org.gridpuzzle.adapter.sat.sat4j.Sat4jSolver;
import org.gridpuzzle.application.port.out.sat.SatBackendPort;
import org.gridpuzzle.domain.sat.SatSolverFactory;

/** Chooses a back-end: embedded Sat4j by default, or an external DIMACS solver. */
public final class SatBackends implements SatBackendPort {

    /** Looked for, strongest first, by {@code --sat-solver auto}. */
    static final List<String> KNOWN = List.of("kissat -q", "cadical -q", "minisat -verb=0");

    @Inject
    public SatBackends() {
        // stateless
    }

    @Override
    public SatSolverFactory factory(String spec) {
        String resolved = resolve(spec);
        if (resolved.equals("sat4j")) {
            return Sat4jSolver::new;
        }
        new ExternalSatSolver(resolved); // fail now, not at the first solve, when the program is missing
        return () -> new ExternalSatSolver(resolved);
    }

    @Override
    public String describe(String spec) {
        String resolved = resolve(spec);
        return resolved.equals("sat4j") ? "sat4j (embedded)" : resolved;
    }

    private static String resolve(String spec) {
        if (spec == null || spec.isBlank() || spec.trim().toLowerCase(Locale.ROOT).equals("sat4j")) {
            return "sat4j";
        }
        if (spec.trim().toLowerCase(Locale.ROOT).equals("auto")) {
            return firstOnPath().orElse("sat4j");
        }
        return spec.trim();
    }

    /** The first of kissat, cadical and minisat found on the PATH. */
    public static Optional<String> firstOnPath() {
        for (String candidate : KNOWN) {
            try {
                new ExternalSatSolver(candidate);
                return Optional.of(candidate);
            } catch (SatBackendException e) {
                // not installed; try the next
            }
        }
        return Optional.empty();
    }
}
