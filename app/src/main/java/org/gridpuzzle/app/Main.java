package org.gridpuzzle.app;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.adapter.cli.VersionProvider;
import org.gridpuzzle.adapter.cli.VisibleWriter;

/** Entry point of the {@code gridpuzzle} command. */
public final class Main {

    private Main() {
    }

    /** How long Ctrl-C waits for the running search to stop and print what it has. */
    private static final long GRACE_MILLIS = 3000;
    /**
     * How long Ctrl-C lets the running phase stop by itself before it prints the answer so far: within half a second
     * of the signal, whatever the phase.
     */
    private static final long STANDBY_MILLIS = 200;

    /** What a command line is wired from: gridpuzzle's own component, or the lab's with the measuring commands. */
    @FunctionalInterface
    public interface Wiring {
        CommandLineComponent wire(Terminal terminal);
    }

    /** gridpuzzle's command line: solve, verify, explain, generate, read, serve. */
    static final Wiring GRIDPUZZLE = terminal -> DaggerGridpuzzleComponent.factory().create(terminal);

    public static void main(String[] args) {
        launch(args, GRIDPUZZLE);
    }

    /** Runs one command as the whole process (Ctrl-C, exit code) on the command line the wiring makes. */
    public static void launch(String[] args, Wiring wiring) {
        // an input's control characters are shown, never acted on, wherever its text is echoed
        PrintWriter out = new PrintWriter(new VisibleWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)),
                true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        if (versionAlone(args)) {
            System.exit(printVersion(out));
        }
        Thread.setDefaultUncaughtExceptionHandler(Main::uncaught);
        // A person at a terminal gets a status line redrawn in place; pipes and files get plain progress lines.
        CommandLineComponent component = wiring.wire(Terminal.ofProcess(out, err, System.console() != null));
        CountDownLatch finished = new CountDownLatch(1);
        // Ctrl-C: ask the search to stop, and let the command print its "stopped" answer before the JVM exits.
        // If the phase does not stop within STANDBY_MILLIS (building a formula, an external solver), the answer so far
        // is printed from here; a command with none to offer gets the whole grace to print its own.
        Thread onInterrupt = new Thread(() -> {
            component.cancellation().cancel();
            try {
                if (!finished.await(STANDBY_MILLIS, TimeUnit.MILLISECONDS)) {
                    component.progress().finish();
                    if (!component.standby().printIfPending()) {
                        finished.await(GRACE_MILLIS - STANDBY_MILLIS, TimeUnit.MILLISECONDS);
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "gridpuzzle-interrupt");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        int code = execute(component, args, out, err);
        finished.countDown();
        System.exit(code);
    }

    /**
     * A thread of ours that ends by an exception (a reader, a writer, a status line): one line, never the JVM's
     * {@code Exception in thread} with its trace. Out of memory is the main thread's to report (it meets it too); a
     * line that cannot be printed, under a heap that full, is not printed.
     */
    private static void uncaught(Thread thread, Throwable e) {
        if (e instanceof OutOfMemoryError) {
            return;
        }
        try {
            System.err.println("gridpuzzle: internal error in thread " + thread.getName() + ": " + e
                    + " (set GRIDPUZZLE_DEBUG=1 to see the stack trace)");
            if (System.getenv("GRIDPUZZLE_DEBUG") != null) {
                e.printStackTrace();
            }
        } catch (Throwable ignored) {
            // nothing more can be said
        }
    }

    /** Runs one command on the process's standard streams; returns the exit code. */
    public static int run(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        return run(args, out, err);
    }

    /** Runs one command writing to the given streams; for tests and embedding. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, GRIDPUZZLE);
    }

    /** Runs one command of the command line the wiring makes, writing to the given streams. */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Wiring wiring) {
        if (versionAlone(args)) {
            return printVersion(out);
        }
        return execute(wiring.wire(new Terminal(out, err)), args, out, err);
    }

    /**
     * {@code gridpuzzle --version} alone is answered before anything is wired: building the command tree (every
     * command's options) is most of its time (0.27 s through the launcher, 0.05 s of it the JVM's start).
     */
    private static boolean versionAlone(String[] args) {
        return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
    }

    private static int printVersion(PrintWriter out) {
        for (String line : new VersionProvider().getVersion()) {
            out.println(line);
        }
        out.flush();
        return ExitCodes.OK;
    }

    static int execute(CommandLineComponent component, String[] args, PrintWriter out, PrintWriter err) {
        try {
            return component.commands().forArguments(args).execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // the last line of defence: the structures that can be sized are refused before they are built
            component.progress().finish();
            err.println("gridpuzzle: stopped: " + (e instanceof OutOfMemoryError
                    ? "out of memory (heap limit " + (Runtime.getRuntime().maxMemory() >> 20) + " MiB; --memory SIZE"
                    + " raises it" : "the search went too deep for the stack (GRIDPUZZLE_JAVA_OPTS sets -Xss") + ")");
            if (System.getenv("GRIDPUZZLE_DEBUG") != null) {
                e.printStackTrace(err);
            }
            return ExitCodes.NO_SOLUTION;
        } finally {
            component.progress().finish();
            out.flush();
            err.flush();
        }
    }
}
