package org.gridpuzzle.adapter.sat;

import jakarta.inject.Inject;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.gridpuzzle.adapter.sat.dimacs.ExternalSatSolver;
import org.gridpuzzle.adapter.sat.sat4j.Sat4jSolver;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.domain.sat.SatSolverException;

/** Chooses a back-end: embedded Sat4j by default, or an external DIMACS solver. */
public final class SatBackendAdapter implements SelectSatSolverPort {

    /** Looked for, strongest first, by {@code auto}. */
    static final List<String> KNOWN = List.of("kissat -q", "cadical -q", "minisat -verb=0");

    @Inject
    public SatBackendAdapter() {
        // stateless
    }

    @Override
    public SatBackend select(String spec) {
        String resolved = resolve(spec);
        if (resolved.equals("sat4j")) {
            return new SatBackend("sat4j (embedded)", Sat4jSolver::new);
        }
        new ExternalSatSolver(resolved); // fail now, not at the first solve, when the program is missing
        return new SatBackend(resolved, () -> new ExternalSatSolver(resolved));
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
            } catch (SatSolverException e) {
                // not installed; try the next
            }
        }
        return Optional.empty();
    }
}
