package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruCommand;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruResult;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a filled grid against a puzzle and list every broken rule (exit 3 if any).")
public final class SuguruVerifyCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "PUZZLE", description = "The puzzle (.sug or .in).")
    Path puzzle;

    @Parameters(index = "1", paramLabel = "SOLUTION", description = "The filled grid (.ans, or .sug with every number).")
    Path solution;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Format of PUZZLE (text, paper).")
    String puzzleFormat;

    @Option(names = "--solution-format", paramLabel = "FORMAT", description = "Format of SOLUTION (text, paper for .ans, paper-in for .in).")
    String solutionFormat;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    private final VerifySuguruUseCase useCase;
    private final Terminal terminal;
    private final AnswerFiles files;

    @Inject
    public SuguruVerifyCommand(VerifySuguruUseCase useCase, Terminal terminal, AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.files = files;
    }

    @Override
    public Integer call() {
        VerifySuguruResult result = useCase.verify(new VerifySuguruCommand(PuzzleSource.file(puzzle), puzzleFormat,
                PuzzleSource.file(solution), solutionFormat));
        int code = VerifySuguruPresenter.present(terminal, result, puzzle, solution, output.json);
        files.save(save.file, () -> VerifySuguruPresenter.answer(result), () -> VerifySuguruPresenter.json(result));
        return code;
    }
}

