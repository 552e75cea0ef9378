package org.gridpuzzle.adapter.sat;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.gridpuzzle.adapter.sat.dimacs.ExternalSatSolver;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.domain.sat.SatSolverException;

/**
 * Chooses a back-end: embedded Sat4j, an external DIMACS solver by its command line, or with {@code auto} the
 * strongest solver on the PATH, falling back to Sat4j with one warning per run when there is none.
 */
@Singleton
public final class SatBackendAdapter implements SelectSatSolverPort {

    /** Looked for, strongest first, by {@code auto}. */
    static final List<String> KNOWN = List.of("kissat -q", "cadical -q", "minisat -verb=0");

    private final ProgressPort progress;
    private final AtomicBoolean warned = new AtomicBoolean();

    @Inject
    public SatBackendAdapter(ProgressPort progress) {
        this.progress = progress;
    }

    @Override
    public SatBackend select(String spec) {
        String resolved = resolve(spec);
        if (resolved.equals("sat4j")) {
            return new SatBackend("sat4j (embedded)", Sat4jSolver::new, Sat4jSolver.BYTES_PER_VARIABLE,
                    Sat4jSolver.BYTES_PER_LITERAL, Sat4jSolver.BYTES_PER_CLAUSE);
        }
        new ExternalSatSolver(resolved); // fail now, not at the first solve, when the program is missing
        // here only the formula until it is written out: the solver's memory is its own process's
        return new SatBackend(resolved, () -> new ExternalSatSolver(resolved), ExternalSatSolver.BYTES_PER_VARIABLE,
                ExternalSatSolver.BYTES_PER_LITERAL, ExternalSatSolver.BYTES_PER_CLAUSE);
    }

    private String resolve(String spec) {
        if (spec == null || spec.isBlank() || spec.trim().toLowerCase(Locale.ROOT).equals("sat4j")) {
            return "sat4j";
        }
        if (spec.trim().toLowerCase(Locale.ROOT).equals("auto")) {
            Optional<String> found = firstOnPath();
            if (found.isEmpty() && !warned.getAndSet(true)) {
                progress.warn("no external SAT solver (kissat, cadical, minisat) on the PATH; using the embedded sat4j"
                        + " (apt-get install cadical for a faster one)");
            }
            return found.orElse("sat4j");
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
