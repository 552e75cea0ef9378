package org.gridpuzzle.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.gridpuzzle.clikit.Terminal;

/**
 * One command line run in a worker thread, timed, and Ctrl-C'd (its cancellation flag set) after a delay; for the
 * limit tests of gridpuzzle's commands and of the lab's.
 *
 * @param millis the whole run
 * @param millisAfterCancel from Ctrl-C to the end, −1 without one
 */
public record TimedRun(int code, long millis, long millisAfterCancel, String out, String err) {

    /** Runs args on the wiring's command line; cancels it after {@code cancelAfterMillis} unless negative. */
    public static TimedRun of(Main.Wiring wiring, ExecutorService worker, String[] args, long cancelAfterMillis)
            throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        CommandLineComponent component = wiring.wire(new Terminal(o, e));
        long start = System.nanoTime();
        Future<Integer> code = worker.submit(() -> Main.execute(component, args, o, e));
        long cancelled = -1;
        if (cancelAfterMillis >= 0) {
            try {
                int early = code.get(cancelAfterMillis, TimeUnit.MILLISECONDS);
                throw new AssertionError(String.join(" ", args) + " finished (exit " + early + ") before Ctrl-C: " + err);
            } catch (TimeoutException stillRunning) {
                cancelled = System.nanoTime();
                component.cancellation().cancel();
            }
        }
        int exit = code.get(30, TimeUnit.SECONDS);
        long end = System.nanoTime();
        return new TimedRun(exit, (end - start) / 1_000_000, cancelled < 0 ? -1 : (end - cancelled) / 1_000_000,
                out.toString(), err.toString());
    }
}
