package org.gridpuzzle.adapter.cli;

import jakarta.inject.Inject;
import java.nio.file.Path;
import org.gridpuzzle.answer.AnswerJson;
import org.gridpuzzle.domain.search.Limits;

/** What every answering command needs besides its use case: the terminal, Ctrl-C, and the tail that answers. */
public final class Answering {

    private final Terminal terminal;
    private final CancellationFlag cancellation;
    private final AnswerFiles files;
    private final MemoryOption memory;
    private final StderrProgressAdapter progress;

    @Inject
    public Answering(Terminal terminal, CancellationFlag cancellation, AnswerFiles files, MemoryOption memory,
            StderrProgressAdapter progress) {
        this.terminal = terminal;
        this.cancellation = cancellation;
        this.files = files;
        this.memory = memory;
        this.progress = progress;
    }

    /** The limits of the options, stopped by Ctrl-C too, with {@code --memory}'s budget when one was given. */
    public Limits limits(LimitOptions options) {
        Limits limits = options.limits(cancellation, terminal.startedNanos());
        return memory.process().isPresent() ? limits.withProcessMemory(memory.process().getAsLong()) : limits;
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
        if (AnswerFiles.isStdout(save)) {
            // -o - asks for the answer in the genre's text (or a picture) on stdout: that alone, not the summary too
            files.save(save, answer.saved(), answer::document);
            return answer.exitCode();
        }
        if (json) {
            terminal.out().print(AnswerJson.pretty(answer.document()));
        } else {
            answer.text().accept(terminal);
        }
        terminal.out().flush();
        files.save(save, answer.saved(), answer::document);
        return answer.exitCode();
    }
}
