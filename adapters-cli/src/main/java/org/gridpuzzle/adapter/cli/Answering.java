package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.clikit.MemoryOption;
import org.gridpuzzle.clikit.CancellationFlag;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.function.Function;
import org.gridpuzzle.answer.AnswerJson;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.search.Limits;

/** What every answering command needs besides its use case: the terminal, Ctrl-C, and the tail that answers. */
public final class Answering {

    private final Terminal terminal;
    private final CancellationFlag cancellation;
    private final AnswerFiles files;
    private final MemoryOption memory;
    private final StderrProgressAdapter progress;
    private final StandbyAnswer standby;
    /** The limits this run was given (the last asked for), which its {@code -o FILE} keeps too; null: none yet. */
    private Limits runLimits;

    @Inject
    public Answering(Terminal terminal, CancellationFlag cancellation, AnswerFiles files, MemoryOption memory,
            StderrProgressAdapter progress, StandbyAnswer standby) {
        this.terminal = terminal;
        this.cancellation = cancellation;
        this.files = files;
        this.memory = memory;
        this.progress = progress;
        this.standby = standby;
    }

    /**
     * Keeps the use case's answers so far printable by Ctrl-C, shown as {@code render} shows a result (the command's
     * own presenter), for use cases that offer them.
     */
    public void standBy(Function<Object, CliAnswer> render, boolean json) {
        standby.prepare(render, json);
    }

    /** The limits of the options, stopped by Ctrl-C too, with {@code --memory}'s budget when one was given. */
    public Limits limits(LimitOptions options) {
        Limits limits = options.limits(cancellation, terminal.startedNanos());
        runLimits = memory.process().isPresent() ? limits.withProcessMemory(memory.process().getAsLong()) : limits;
        return runLimits;
    }

    /**
     * The limits a command's {@code -o FILE} is written within: the run's (its {@code --timeout} and Ctrl-C), or
     * Ctrl-C alone for a command without a time limit.
     */
    public Limits saveLimits() {
        return runLimits != null ? runLimits : Limits.none().withCancellation(cancellation::isCancelled);
    }

    /**
     * A file named on the command line, read within the run's limits: a FIFO or a terminal that sends nothing stops at
     * the time limit or on Ctrl-C, and {@code --memory} bounds its size.
     */
    public PuzzleSource source(Path file, Limits limits) {
        return PuzzleSource.file(file, limits);
    }

    /** A file read by a command without a time limit: Ctrl-C and {@code --memory} still bound its reading. */
    public PuzzleSource source(Path file) {
        return source(file, limits(new LimitOptions()));
    }

    /** A warning on stderr, shown with {@code -q} too. */
    public void warn(String message) {
        progress.warn(message);
    }

    public Terminal terminal() {
        return terminal;
    }

    /** Prints the document ({@code --json}) or the text, saves the answer when {@code save} names a file; the exit code. */
    public int deliver(CliAnswer answer, boolean json, Path save) {
        progress.finish(); // a status line redrawn on the terminal ends before the answer starts
        if (!standby.claim()) {
            return answer.exitCode(); // Ctrl-C printed the answer so far already; the process is stopping
        }
        if (AnswerFiles.isStdout(save)) {
            // -o - asks for the answer in the genre's text (or a picture) on stdout: that alone, not the summary too
            files.save(save, answer.saved(), answer::document, saveLimits());
            return answer.exitCode();
        }
        if (json) {
            terminal.out().print(AnswerJson.pretty(answer.document()));
        } else {
            answer.text().accept(terminal);
        }
        terminal.out().flush();
        files.save(save, answer.saved(), answer::document, saveLimits());
        return answer.exitCode();
    }
}
