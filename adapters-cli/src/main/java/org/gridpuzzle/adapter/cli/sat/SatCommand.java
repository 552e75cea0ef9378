package org.gridpuzzle.adapter.cli.sat;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.CommandFamily;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.sat.SolveCnfCommand;
import org.gridpuzzle.application.port.in.sat.SolveCnfResult;
import org.gridpuzzle.application.port.in.sat.SolveCnfUseCase;
import org.gridpuzzle.domain.sat.SatStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "sat", mixinStandardHelpOptions = true,
        description = "Solve a DIMACS CNF file; prints competition output and exits like SAT solvers do.",
        exitCodeListHeading = "%nExit codes (SAT competition):%n",
        exitCodeList = {"10:satisfiable", "20:unsatisfiable", "0:unknown (a limit was reached)", "2:bad input"})
public final class SatCommand implements Callable<Integer>, CommandFamily {

    private static final int LITERALS_PER_LINE = 20;

    @Parameters(index = "0", paramLabel = "FILE.cnf", description = "The formula in DIMACS CNF.")
    Path file;

    @Mixin
    SatSolverOption solver;

    @Mixin
    LimitOptions limits;

    private final SolveCnfUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SatCommand(SolveCnfUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        SolveCnfResult r = useCase.solve(new SolveCnfCommand(file, solver.solver, limits.limits(cancellation)));
        var out = terminal.out();
        out.printf(Locale.ROOT, "c %s: %d variables, %d clauses; %s in %.1f ms%n", file, r.variables(), r.clauses(),
                r.solver(), r.nanos() / 1e6);
        out.println(switch (r.status()) {
            case SAT -> "s SATISFIABLE";
            case UNSAT -> "s UNSATISFIABLE";
            case UNKNOWN -> "s UNKNOWN";
        });
        if (r.status() == SatStatus.SAT) {
            StringBuilder line = new StringBuilder("v");
            int onLine = 0;
            for (int v = 1; v <= r.variables(); v++) {
                line.append(' ').append(r.model()[v] ? v : -v);
                if (++onLine == LITERALS_PER_LINE) {
                    out.println(line);
                    line.setLength(0);
                    line.append('v');
                    onLine = 0;
                }
            }
            out.println(line.append(" 0"));
        }
        return r.status().exitCode();
    }
}

