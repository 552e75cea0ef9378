package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase.VerifySuguruCommand;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase.VerifySuguruResult;
import org.gridpuzzle.domain.suguru.Violation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a filled grid against a puzzle and list every broken rule (exit 3 if any).")
public final class SuguruVerifyCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "PUZZLE", description = "The puzzle (.sug or .in).")
    Path puzzle;

    @Parameters(index = "1", paramLabel = "SOLUTION", description = "The filled grid (.ans, or .sug with every number).")
    Path solution;

    @Option(names = "--format", paramLabel = "NAME", description = "Format of PUZZLE (text, paper).")
    String puzzleFormat;

    @Option(names = "--solution-format", paramLabel = "NAME", description = "Format of SOLUTION (text, paper).")
    String solutionFormat;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    private final VerifySuguruUseCase useCase;
    private final Terminal terminal;

    @Inject
    public SuguruVerifyCommand(VerifySuguruUseCase useCase, Terminal terminal) {
        this.useCase = useCase;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        VerifySuguruResult result = useCase.verify(new VerifySuguruCommand(puzzle, puzzleFormat, solution, solutionFormat));
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("valid", result.valid());
            List<Map<String, Object>> problems = new java.util.ArrayList<>();
            for (Violation v : result.violations()) {
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("kind", v.kind().name().toLowerCase(java.util.Locale.ROOT));
                p.put("cells", v.cells().stream().map(c -> new int[] {c.row(), c.col()}).toList());
                p.put("message", v.message());
                problems.add(p);
            }
            doc.put("violations", problems);
            JsonOutput.print(terminal.out(), doc);
        } else if (result.valid()) {
            terminal.out().println("valid: " + solution + " solves " + puzzle);
        } else {
            terminal.out().println("invalid: " + result.violations().size() + " problem"
                    + (result.violations().size() == 1 ? "" : "s"));
            for (Violation v : result.violations()) {
                terminal.out().println("  " + v.message());
            }
        }
        return result.valid() ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}
