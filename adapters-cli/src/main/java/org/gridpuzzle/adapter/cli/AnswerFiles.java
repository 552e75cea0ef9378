package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.clikit.Quiet;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;
import org.gridpuzzle.answer.AnswerJson;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.output.SaveOutputCommand;
import org.gridpuzzle.application.port.in.output.SaveOutputResult;
import org.gridpuzzle.application.port.in.output.SaveOutputUseCase;
import org.gridpuzzle.domain.search.Limits;

/**
 * Saves a command's answer for {@code -o FILE} through the output use case: {@code .json} gets the command's JSON
 * document, other files the answer as such (drawn or as text, by extension); {@code -} and {@code /dev/stdout}
 * write to standard output.
 */
public final class AnswerFiles {

    private final SaveOutputUseCase useCase;
    private final Terminal terminal;
    private final Quiet quiet;

    @Inject
    public AnswerFiles(SaveOutputUseCase useCase, Terminal terminal, Quiet quiet) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.quiet = quiet;
    }

    /** Checks before the work that {@code target} can be written (nothing to check for null or standard output). */
    public void check(Path target) {
        if (target != null && !isStdout(target)) {
            useCase.checkTarget(target);
        }
    }

    /** Whether {@code -o} names standard output ({@code -} or {@code /dev/stdout}): then it is the answer printed. */
    public static boolean isStdout(Path target) {
        return target != null && (target.toString().equals("-") || target.toString().equals("/dev/stdout"));
    }

    /** Does nothing when {@code target} is null; a write that waits (a FIFO nobody reads) has no limit. */
    public void save(Path target, Supplier<Output> answer, Supplier<Object> json) {
        save(target, answer, json, Limits.none());
    }

    /**
     * Does nothing when {@code target} is null; a write that waits (a FIFO nobody reads) stops at the run's time limit
     * or on Ctrl-C ({@code limits}), as every phase does.
     */
    public void save(Path target, Supplier<Output> answer, Supplier<Object> json, Limits limits) {
        if (target == null) {
            return;
        }
        String name = target.toString().toLowerCase(Locale.ROOT);
        Output output = name.endsWith(".json") ? new Output.Text(AnswerJson.pretty(json.get())) : answer.get();
        if (isStdout(target)) {
            terminal.out().print(new String(useCase.content(new SaveOutputCommand(target, output)), StandardCharsets.UTF_8));
            terminal.out().flush();
            return;
        }
        SaveOutputResult r = useCase.save(new SaveOutputCommand(target, output, limits));
        if (!quiet.isQuiet()) {
            terminal.err().println(ErrorHandlers.visible("wrote " + r.target() + " ("
                    + r.kind().name().toLowerCase(Locale.ROOT) + ", " + r.bytes() + " bytes)"));
            terminal.err().flush();
        }
    }
}

