package org.gridpuzzle.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.domain.search.Limits;

/**
 * One run of an external solver, watched until it ends or must be stopped. The program runs in a session and process
 * group of its own ({@code setsid}, when the system has it), so a Ctrl-C at the terminal reaches only us and we stop
 * it ourselves. Every process it starts is remembered while it runs, and every one carries the run's mark in its
 * environment ({@link RunMarks}); when the run ends, whichever way, the solver and every process of its tree or with
 * its mark are killed (the solver first, so it cannot start new ones), again until none is left, so a wrapper script
 * leaves no orphan, not even a double-forked one in a session of its own.
 */
public final class WatchedProcess {

    /** How the run ended. */
    public enum End { EXITED, TIME_LIMIT, CANCELLED, DEFAULT_LIMIT }

    private static final long POLL_MILLIS = 20;
    private static final Path SETSID = Path.of("/usr/bin/setsid");

    /** How long the processes of a run are hunted after the solver is killed (a fork in flight may add one). */
    private static final long HUNT_MILLIS = 2_000;

    private final Process process;
    private final String mark;
    private final Set<ProcessHandle> family = new LinkedHashSet<>();
    private End end;

    private WatchedProcess(Process process, String mark) {
        this.process = process;
        this.mark = mark;
    }

    public static WatchedProcess start(List<String> argv, Path out, Path err) throws IOException {
        List<String> full = new ArrayList<>();
        if (Files.isExecutable(SETSID)) {
            full.add(SETSID.toString());
        }
        full.addAll(argv);
        ProcessBuilder builder = new ProcessBuilder(full).redirectOutput(out.toFile()).redirectError(err.toFile());
        String mark = RunMarks.token();
        builder.environment().put(RunMarks.VARIABLE, mark);
        return new WatchedProcess(builder.start(), mark);
    }

    /**
     * Waits for the end: the program's exit, the time limit (plus grace, counted from {@code begun}: writing a large
     * formula takes part of it), cancellation, or, when the limits set no time, {@code defaultLimit}.
     */
    public End await(Limits limits, long begun, long graceMillis, Duration defaultLimit) throws InterruptedException {
        boolean own = limits.timeLeft() != null;
        long limitNanos = own ? limits.timeLeft().toNanos() + TimeUnit.MILLISECONDS.toNanos(graceMillis)
                : defaultLimit.toNanos();
        long deadline = begun + limitNanos;
        try {
            while (!process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(family::add);
                if (limits.cancelled().getAsBoolean()) {
                    return end = End.CANCELLED;
                }
                if (System.nanoTime() - deadline > 0) {
                    return end = own ? End.TIME_LIMIT : End.DEFAULT_LIMIT;
                }
            }
            // a solver killed by a Ctrl-C sent to the whole process group (no setsid) was cancelled, not broken
            return end = limits.cancelled().getAsBoolean() ? End.CANCELLED : End.EXITED;
        } finally {
            killAll(graceMillis);
        }
    }

    /** The process's id (with {@code setsid}, that of the program itself: setsid replaces itself by it). */
    public long pid() {
        return process.pid();
    }

    public int exitCode() {
        if (end != End.EXITED) {
            throw new IllegalStateException("the solver did not exit by itself");
        }
        return process.exitValue();
    }

    private void killAll(long graceMillis) throws InterruptedException {
        process.descendants().forEach(family::add);
        process.destroyForcibly();
        List<ProcessHandle> all = new ArrayList<>(family);
        for (int i = 0; i < all.size(); i++) {
            all.get(i).descendants().filter(h -> !family.contains(h)).forEach(h -> {
                family.add(h);
                all.add(h);
            });
            all.get(i).destroyForcibly();
        }
        process.waitFor(graceMillis, TimeUnit.MILLISECONDS);
        // the run ends when no process of it is left: those that left the tree are found by their mark
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(HUNT_MILLIS);
        List<Long> marked = RunMarks.marked(mark);
        while (!marked.isEmpty() && System.nanoTime() - until < 0) {
            for (long pid : marked) {
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            }
            Thread.sleep(POLL_MILLIS);
            marked = RunMarks.marked(mark);
        }
    }
}
