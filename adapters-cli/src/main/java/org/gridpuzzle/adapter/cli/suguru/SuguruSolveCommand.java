package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "solve", mixinStandardHelpOptions = true, description = "Solve a puzzle and draw the solution.")
public final class SuguruSolveCommand implements Callable<Integer> {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Option(names = "--solver", paramLabel = "NAME", defaultValue = "auto",
            description = "auto (strip for one-row or one-column grids, else fast), fast, paper (the published "
                    + "backtracking), strip. Default: ${DEFAULT-VALUE}.")
    String solver;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    private final SolveSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SuguruSolveCommand(SolveSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        SolverChoice choice = SuguruOptions.solver(solver);
        SolveSuguruResult result = useCase.solve(new SolveSuguruCommand(input.file, input.format, choice,
                limits.limits(cancellation)));
        SolveOutcome outcome = result.outcome();
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("file", input.file.toString());
            doc.put("solver", result.solver());
            doc.put("status", SuguruOptions.status(outcome));
            if (outcome instanceof SolveOutcome.Solved s) {
                doc.put("solution", JsonOutput.rows(s.solution()));
            } else {
                doc.put("reason", SuguruOptions.reason(outcome));
            }
            doc.put("nodes", outcome.stats().nodes());
            doc.put("millis", outcome.stats().millis());
            JsonOutput.print(terminal.out(), doc);
        } else {
            if (outcome instanceof SolveOutcome.Solved s) {
                terminal.out().print(SuguruBoardRenderer.render(result.puzzle().regions(), s.solution()));
            } else {
                terminal.out().println(SuguruOptions.reason(outcome));
            }
            terminal.out().println(String.format(Locale.ROOT, "%s: %s in %.3f ms, %d nodes", result.solver(),
                    SuguruOptions.status(outcome), outcome.stats().millis(), outcome.stats().nodes()));
        }
        return outcome instanceof SolveOutcome.Solved ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}
