package org.gridpuzzle.application.port.out;

import java.util.function.Supplier;

/**
 * Where long-running use cases report how far they are (the CLI prints to stderr). Reports are
 * advisory: an implementation may drop or throttle them.
 */
public interface ProgressPort {

    /** Reports that nobody listens to. */
    ProgressPort SILENT = (stage, message) -> { };

    void report(String stage, String message);

    /** Something the user should know even when progress is not wanted (a fallback, a skipped part). */
    default void warn(String message) {
        report("warning", message);
    }

    /**
     * A status that the next one replaces (an anytime search's best and bound): a terminal redraws it, a log may keep
     * only one every few seconds.
     */
    default void status(String stage, String message) {
        report(stage, message);
    }

    /**
     * A status that changes with time (its elapsed time, say) while nothing new happens: a front end asks for the text
     * again each time it shows it, so a log gets a fresh line every few seconds through a phase of minutes.
     */
    default void status(String stage, Supplier<String> message) {
        status(stage, message.get());
    }

    /**
     * The answer so far of the running use case: its result record as it would return it now (best answer, bound,
     * "stopped"). A front end stopped before the use case returns (Ctrl-C during a phase that cannot stop at once)
     * shows this one.
     */
    default void answerSoFar(Object result) {
        // nobody waits for it by default
    }

    /** A report that also says how far the work is, {@code fraction} from 0 to 1 (a driver may draw a bar). */
    default void report(String stage, String message, double fraction) {
        report(stage, message);
    }
}

