package org.gridpuzzle.adapter.cli.suguru;

import org.gridpuzzle.application.operation.Outcome;
import jakarta.inject.Inject;
import java.nio.file.Path;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.SuguruAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruCommand;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruResult;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a filled grid against a puzzle and list every broken rule (exit 3 if any).")
public final class SuguruVerifyCommand extends AnsweringCommand {

    @Parameters(index = "0", paramLabel = "PUZZLE", description = "The puzzle (.sug or .in).")
    Path puzzle;

    @Parameters(index = "1", paramLabel = "SOLUTION", description = "The filled grid (.ans, or .sug with every number).")
    Path solution;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Format of PUZZLE (text, paper).")
    String puzzleFormat;

    @Option(names = "--solution-format", paramLabel = "FORMAT", description = "Format of SOLUTION (text, paper for .ans, paper-in for .in).")
    String solutionFormat;

    private final VerifySuguruUseCase useCase;

    @Inject
    public SuguruVerifyCommand(VerifySuguruUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        PuzzleSource puzzleSource = answering.source(puzzle);
        PuzzleSource solutionSource = answering.source(solution);
        VerifySuguruResult result = useCase.verify(new VerifySuguruCommand(puzzleSource, puzzleFormat, solutionSource,
                solutionFormat));
        SuguruAnswers.Verify doc = SuguruAnswers.verify(puzzleSource, solutionSource, result);
        return new CliAnswer(doc, t -> print(t, doc),
                result::picture,
                Outcome.of(doc.valid(), null).exitCode());
    }

    /** "valid", or every broken rule on its own line. */
    private static void print(Terminal terminal, SuguruAnswers.Verify doc) {
        if (doc.valid()) {
            terminal.out().println("valid: " + doc.solution() + " solves " + doc.source());
            return;
        }
        terminal.out().println("invalid: " + doc.violations().size() + " problem" + (doc.violations().size() == 1 ? "" : "s"));
        for (SuguruAnswers.Violation v : doc.violations()) {
            terminal.out().println("  " + v.message());
        }
    }
}
