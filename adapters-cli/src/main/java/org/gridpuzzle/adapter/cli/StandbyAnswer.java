package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.Terminal;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.function.Function;
import org.gridpuzzle.answer.AnswerJson;

/**
 * The answer so far of the running command, kept where Ctrl-C can print it: a phase that cannot stop at once (a SAT
 * formula being built, an external solver) must not cost the user the plan found minutes before. The command says how
 * its result is shown ({@link #prepare}); its use case offers each better result ({@link #offer}); exactly one of the
 * command's own answer and this one is printed.
 */
@Singleton
public final class StandbyAnswer {

    private final Terminal terminal;
    private Function<Object, CliAnswer> render;
    private boolean json;
    private Object latest;
    private boolean printed;

    @Inject
    public StandbyAnswer(Terminal terminal) {
        this.terminal = terminal;
    }

    /** How the running command shows a result of its use case ({@code --json} or text). */
    public synchronized void prepare(Function<Object, CliAnswer> render, boolean json) {
        this.render = render;
        this.json = json;
    }

    /** The use case's answer so far, replacing the last. */
    public synchronized void offer(Object result) {
        latest = result;
    }

    /**
     * Claims the one printing of the answer for the command itself: false when the answer so far was printed already
     * (the process is stopping on Ctrl-C).
     */
    synchronized boolean claim() {
        if (printed) {
            return false;
        }
        printed = true;
        return true;
    }

    /** Prints the answer so far, if there is one and no answer was printed yet; whether it printed. */
    public synchronized boolean printIfPending() {
        if (printed || render == null || latest == null) {
            return false;
        }
        printed = true;
        CliAnswer answer = render.apply(latest);
        if (json) {
            terminal.out().print(AnswerJson.pretty(answer.document()));
        } else {
            answer.text().accept(terminal);
        }
        terminal.out().flush();
        return true;
    }
}
