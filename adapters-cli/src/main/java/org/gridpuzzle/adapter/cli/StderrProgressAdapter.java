package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.clikit.Quiet;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Locale;
import java.util.function.Supplier;
import org.gridpuzzle.application.port.out.ProgressPort;

/**
 * Progress on stderr, so stdout stays the result alone: plain lines when stderr is a file or pipe; on a terminal
 * one status line redrawn in place, with a bar when the work says how far it is. Nothing with {@code -q}.
 */
@Singleton
public final class StderrProgressAdapter implements ProgressPort {

    private static final int BAR = 24;

    /**
     * A log (stderr not a terminal) gets a status line at most this often; with the ticks below, a status that changes
     * with time shows at least every 5 s.
     */
    private static final long STATUS_INTERVAL_NANOS = 4_500_000_000L;

    /** How often a status that changes with time is looked at again. */
    private static final long TICK_MILLIS = 500;

    private final Terminal terminal;
    private final Quiet quiet;
    private final StandbyAnswer standby;
    private boolean open;
    private long lastStatus;
    private boolean statusShown;
    /** The status that changes with time, shown again while nothing else is: null when there is none. */
    private Supplier<String> ticking;
    private String tickingStage;
    private Thread ticker;

    @Inject
    public StderrProgressAdapter(Terminal terminal, Quiet quiet, StandbyAnswer standby) {
        this.terminal = terminal;
        this.quiet = quiet;
        this.standby = standby;
    }

    @Override
    public synchronized void report(String stage, String message) {
        report(stage, message, -1);
    }

    @Override
    public synchronized void report(String stage, String message, double fraction) {
        if (quiet.isQuiet()) {
            return;
        }
        String line = "[" + stage + "] " + (fraction >= 0 ? bar(fraction) + " " : "") + message;
        if (terminal.interactive()) {
            terminal.err().print("\r\u001b[2K" + ErrorHandlers.visible(line));
            open = true;
        } else {
            terminal.err().println(ErrorHandlers.visible(line));
        }
        terminal.err().flush();
    }

    /** Redrawn on a terminal; in a log the first one and then one every few seconds. */
    @Override
    public synchronized void status(String stage, String message) {
        long now = System.nanoTime();
        if (!terminal.interactive() && statusShown && now - lastStatus < STATUS_INTERVAL_NANOS) {
            return;
        }
        statusShown = true;
        lastStatus = now;
        report(stage, message, -1);
    }

    /**
     * Shown now (in a log, unless a status was shown less than five seconds ago), then again with fresh text twice
     * a second on a terminal and every five seconds in a log, until another status or the answer replaces it.
     */
    @Override
    public synchronized void status(String stage, Supplier<String> message) {
        ticking = message;
        tickingStage = stage;
        status(stage, message.get());
        if (ticker == null && !quiet.isQuiet()) {
            ticker = new Thread(this::tick, "gridpuzzle-progress");
            ticker.setDaemon(true);
            // the last guard, made before it is needed: a status line is never worth a JVM exception line on stderr
            ticker.setUncaughtExceptionHandler(SILENT);
            ticker.start();
        }
    }

    /** Says nothing and allocates nothing: whatever ended the ticker, the command's own thread reports what matters. */
    private static final Thread.UncaughtExceptionHandler SILENT = (thread, e) -> {
    };

    /**
     * Redraws the status until the answer comes. The search may have taken the whole heap (a small {@code --memory}):
     * a redraw that runs out of memory is skipped, not printed as the JVM's "Exception in thread" line, and the next
     * one tries again; a status that fails otherwise stops being shown.
     */
    private void tick() {
        while (true) {
            try {
                Thread.sleep(TICK_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            try {
                synchronized (this) {
                    if (ticking != null) {
                        status(tickingStage, ticking.get());
                    }
                }
            } catch (VirtualMachineError e) {
                // out of memory (or stack) for one line: the main thread meets it too and says so
            } catch (RuntimeException e) {
                synchronized (this) {
                    ticking = null; // a broken status text: the answer still comes
                }
            }
        }
    }

    @Override
    public void answerSoFar(Object result) {
        standby.offer(result);
    }

    /** Warnings show with {@code -q} too, each on a line of its own. */
    @Override
    public synchronized void warn(String message) {
        endLine();
        terminal.err().println(ErrorHandlers.visible("gridpuzzle: warning: " + message));
        terminal.err().flush();
    }

    /**
     * Ends the status line on a terminal, so what follows starts on a line of its own, and stops showing the status
     * again (the answer follows).
     */
    public synchronized void finish() {
        ticking = null;
        endLine();
    }

    private void endLine() {
        if (open) {
            terminal.err().print("\r\u001b[2K");
            terminal.err().flush();
            open = false;
        }
    }

    static String bar(double fraction) {
        double f = Math.max(0, Math.min(1, fraction));
        int full = (int) Math.round(f * BAR);
        return "[" + "#".repeat(full) + "-".repeat(BAR - full) + "] " + String.format(Locale.ROOT, "%3.0f%%", f * 100);
    }
}

