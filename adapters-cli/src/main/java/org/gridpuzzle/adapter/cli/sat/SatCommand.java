package org.gridpuzzle.adapter.cli.sat;

import org.gridpuzzle.adapter.cli.TextAnswers;
import jakarta.inject.Inject;
import org.gridpuzzle.answer.SatAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.input.StandardInput;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.CommandFamily;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.application.port.in.sat.SolveCnfCommand;
import org.gridpuzzle.application.port.in.sat.SolveCnfResult;
import org.gridpuzzle.application.port.in.sat.SolveCnfUseCase;
import org.gridpuzzle.domain.sat.SatStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import org.gridpuzzle.domain.search.Limits;

@Command(name = "sat", mixinStandardHelpOptions = true,
        description = "Solve a DIMACS CNF file; prints competition output and exits like SAT solvers do.",
        exitCodeListHeading = "%nExit codes (SAT competition):%n",
        exitCodeList = {"10:satisfiable", "20:unsatisfiable", "3:unknown (a limit was reached, as for every command)",
            "2:bad input", "130:stopped by Ctrl-C"})
public final class SatCommand extends AnsweringCommand implements CommandFamily, TextAnswers {

    private static final int LITERALS_PER_LINE = 20;

    @Parameters(index = "0", paramLabel = "FILE.cnf", description = "The formula in DIMACS CNF.")
    Path file;

    @Mixin
    SatSolverOption solver;

    @Mixin
    LimitOptions limits;

    private final SolveCnfUseCase useCase;

    @Inject
    public SatCommand(SolveCnfUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        Limits runLimits = answering.limits(limits);
        PuzzleSource source = answering.source(file, runLimits);
        SolveCnfResult r = useCase.solve(new SolveCnfCommand(source, solver.solver, runLimits));
        // written as it is made: the model of a 2^24-variable header is 150 MB of text, which held whole would need
        // twice that on the heap besides the answer document's copy
        return new CliAnswer(SatAnswers.solve(source, r), t -> competitionOutput(r, t.out()), () -> {
            StringBuilder sb = new StringBuilder();
            competitionOutput(r, sb);
            return new Output.Text(sb.toString());
        },
                r.status() == SatStatus.UNKNOWN ? ExitCodes.NO_SOLUTION : r.status().exitCode());
    }

    /** A comment line, the status line, and the model in {@code v} lines ending with 0, as SAT competitions print. */
    private void competitionOutput(SolveCnfResult r, Appendable out) {
        try {
            out.append(String.format(Locale.ROOT, "c %s: %d variables, %d clauses; %s in %.1f ms%n",
                    StandardInput.name(file), r.variables(), r.clauses(), r.solver(), r.nanos() / 1e6));
            out.append(switch (r.status()) {
                case SAT -> "s SATISFIABLE";
                case UNSAT -> "s UNSATISFIABLE";
                case UNKNOWN -> "c stopped: a limit came first (--timeout, the memory budget or Ctrl-C)"
                        + System.lineSeparator() + "s UNKNOWN";
            }).append(System.lineSeparator());
            if (r.status() == SatStatus.SAT) {
                StringBuilder line = new StringBuilder("v");
                int onLine = 0;
                for (int v = 1; v <= r.variables(); v++) {
                    line.append(' ').append(r.model()[v] ? v : -v);
                    if (++onLine == LITERALS_PER_LINE) {
                        out.append(line).append(System.lineSeparator());
                        line.setLength(0);
                        line.append('v');
                        onLine = 0;
                    }
                }
                out.append(line.append(" 0")).append(System.lineSeparator());
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
