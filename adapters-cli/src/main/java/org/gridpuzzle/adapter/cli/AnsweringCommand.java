package org.gridpuzzle.adapter.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;

/**
 * A command that answers: {@code --json} prints its answer document, {@code -o FILE} saves the answer, the exit code
 * says what the answer was. Subclasses read their options and run their use case; the tail is shared.
 */
public abstract class AnsweringCommand implements Callable<Integer> {

    @Mixin
    protected JsonOption json;

    @Mixin
    protected OutputOption save;

    protected final Answering answering;

    protected AnsweringCommand(Answering answering) {
        this.answering = answering;
    }

    @Override
    public final Integer call() {
        return answering.deliver(answer(), json.json, save.file);
    }

    /** Runs the use case on the options given and says what to show. */
    protected abstract CliAnswer answer();
}
