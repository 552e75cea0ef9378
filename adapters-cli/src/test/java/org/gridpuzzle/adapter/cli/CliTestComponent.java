package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.clikit.Quiet;
import org.gridpuzzle.clikit.MemoryOption;
import org.gridpuzzle.clikit.CancellationFlag;
import jakarta.inject.Provider;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.gridpuzzle.adapter.cli.suguru.SuguruCommand;
import org.gridpuzzle.adapter.cli.suguru.SuguruCountCommand;
import org.gridpuzzle.adapter.cli.suguru.SuguruExplainCommand;
import org.gridpuzzle.adapter.cli.suguru.SuguruGenerateCommand;
import org.gridpuzzle.adapter.cli.suguru.SuguruSolveCommand;
import org.gridpuzzle.adapter.cli.suguru.SuguruVerifyCommand;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.port.in.output.SaveOutputCommand;
import org.gridpuzzle.application.port.in.output.SaveOutputResult;
import org.gridpuzzle.application.port.in.output.SaveOutputUseCase;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import picocli.CommandLine;

/**
 * The command-line adapter wired for its own tests: the Suguru family over a use case the test gives, answers saved
 * into memory instead of files. What the composition root does for the real command line, by hand and small.
 */
final class CliTestComponent {

    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();
    /** What -o FILE would have written, by the file's name. */
    final Map<Path, Output> saved = new HashMap<>();

    private final CommandLine commands;

    CliTestComponent(SolveSuguruUseCase solve) {
        Terminal terminal = new Terminal(new PrintWriter(out, true), new PrintWriter(err, true));
        Quiet quiet = new Quiet();
        MemoryOption memory = new MemoryOption();
        CancellationFlag cancellation = new CancellationFlag();
        SaveOutputUseCase files = new SaveOutputUseCase() {
            @Override
            public SaveOutputResult save(SaveOutputCommand command) {
                saved.put(command.target(), command.output());
                return new SaveOutputResult(command.target(), OutputKind.of(command.target()), 1);
            }

            @Override
            public byte[] content(SaveOutputCommand command) {
                return new byte[0];
            }

            @Override
            public void checkTarget(Path target) {
                // memory takes any name
            }
        };
        StandbyAnswer standby = new StandbyAnswer(terminal);
        StderrProgressAdapter progress = new StderrProgressAdapter(terminal, quiet, standby);
        Answering answering = new Answering(terminal, cancellation, new AnswerFiles(files, terminal, quiet), memory,
                progress, standby);
        // the family's other commands exist (picocli builds them all) but have no use case: these tests do not run them
        Map<Class<?>, Provider<Object>> providers = Map.of(SuguruCommand.class, SuguruCommand::new,
                SuguruSolveCommand.class, () -> new SuguruSolveCommand(solve, answering),
                SuguruVerifyCommand.class, () -> new SuguruVerifyCommand(null, answering),
                SuguruCountCommand.class, () -> new SuguruCountCommand(null, answering),
                SuguruGenerateCommand.class, () -> new SuguruGenerateCommand(null, answering),
                SuguruExplainCommand.class, () -> new SuguruExplainCommand(null, answering));
        commands = CommandTree.build(new RootCommand(quiet, memory), new InjectingFactory(providers),
                Map.of("suguru", SuguruCommand::new), terminal, progress, t -> { });
    }

    int run(String... args) {
        return commands.execute(args);
    }
}
