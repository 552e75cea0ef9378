package org.gridpuzzle.domain.search;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * How much work a search may do: a wall-clock budget, a node budget, a cancellation flag (Ctrl-C, a closed client) and
 * a memory budget for the tables and formulas it builds. Immutable; {@link #start()} begins a run against it.
 *
 * @param memoryBytes the largest structure (or a search's whole account) in bytes; {@link Long#MAX_VALUE}: no budget
 *     of its own, the heap's share ({@link MemoryBudget#heapShare()}) alone bounds it
 * @param originNanos {@link #UNANCHORED}: the time limit counts from whenever a run starts; otherwise the
 *     {@link System#nanoTime()} it counts from (a command line's process start, so that reading the input and starting
 *     the JVM are inside the user's {@code --timeout}), and {@link #timeLimit()} is what is left of it
 */
public record Limits(Duration timeLimit, long nodeLimit, BooleanSupplier cancelled, long memoryBytes,
        long originNanos) {

    private static final BooleanSupplier NEVER = () -> false;
    public static final long UNANCHORED = Long.MIN_VALUE;

    public Limits {
        if (timeLimit != null && timeLimit.isNegative()) {
            throw new IllegalArgumentException("negative time limit " + timeLimit);
        }
        if (nodeLimit < 0) {
            throw new IllegalArgumentException("negative node limit " + nodeLimit);
        }
        if (memoryBytes <= 0) {
            throw new IllegalArgumentException("a memory budget must be positive, got " + memoryBytes);
        }
        cancelled = cancelled == null ? NEVER : cancelled;
    }

    public Limits(Duration timeLimit, long nodeLimit, BooleanSupplier cancelled, long memoryBytes) {
        this(timeLimit, nodeLimit, cancelled, memoryBytes, UNANCHORED);
    }

    /**
     * The time a run started now may take: the limit itself, or for anchored limits what is left of it since the
     * origin (never negative).
     */
    @Override
    public Duration timeLimit() {
        if (timeLimit == null || originNanos == UNANCHORED) {
            return timeLimit;
        }
        Duration left = timeLimit.minusNanos(System.nanoTime() - originNanos);
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** The same limits with the time counted from {@code nanoTime} (a {@link System#nanoTime()} reading). */
    public Limits anchoredAt(long nanoTime) {
        return new Limits(timeLimit, nodeLimit, cancelled, memoryBytes, nanoTime);
    }

    /** No limit at all (but the heap's). */
    public static Limits none() {
        return new Limits(null, Long.MAX_VALUE, NEVER, Long.MAX_VALUE);
    }

    /** A time limit that counts from each run's start (not anchored). */
    public Limits withTimeLimit(Duration limit) {
        return new Limits(limit, nodeLimit, cancelled, memoryBytes);
    }

    public Limits withNodeLimit(long limit) {
        return new Limits(timeLimit, limit, cancelled, memoryBytes, originNanos);
    }

    public Limits withCancellation(BooleanSupplier flag) {
        return new Limits(timeLimit, nodeLimit, flag, memoryBytes, originNanos);
    }

    /** A memory budget of its own (an application's {@code --memory}, a server's per-job share). */
    public Limits withMemoryBudget(long bytes) {
        return new Limits(timeLimit, nodeLimit, cancelled, bytes, originNanos);
    }

    /**
     * A budget of one {@code jobs}-th of the heap's share for structures ({@link MemoryBudget#heapShare}): for jobs
     * that run at once in one process, such as a server's workers.
     */
    public Limits withHeapShareOf(int jobs) {
        return withMemoryBudget(Math.max(1, MemoryBudget.heapShare() / Math.max(1, jobs)));
    }

    /** The budget of a process of {@code processBytes} ({@code --memory}), by the memory rule of {@link MemoryBudget}. */
    public Limits withProcessMemory(long processBytes) {
        return withMemoryBudget(MemoryBudget.forProcess(processBytes));
    }

    /**
     * These limits for a run that starts now: anchored limits as they are (their deadline is absolute), a time limit
     * that counts from each run's start anchored at this moment. A run anchors once, where it starts (a command, a job,
     * a facade's call, a level that gets a limit of its own), and hands the same limits to every phase: no phase
     * re-anchors or counts its share from its own start.
     */
    public Limits startingNow() {
        return originNanos == UNANCHORED && timeLimit != null ? anchoredAt(System.nanoTime()) : this;
    }

    /** Whether the time limit is a deadline already (a run started), not a duration still to count from a start. */
    public boolean anchored() {
        return originNanos != UNANCHORED;
    }

    /** The memory one structure may take: the budget given, never more than the heap's share. */
    public long memory() {
        return Math.min(memoryBytes, MemoryBudget.heapShare());
    }

    /**
     * The memory of a search that has a default of its own: the budget when one was given, else the smaller of
     * {@code otherwise} and the heap's share.
     */
    public long memoryOr(long otherwise) {
        return memoryBytes != Long.MAX_VALUE ? memory() : Math.min(otherwise, MemoryBudget.heapShare());
    }

    /** Throws {@link MemoryBudgetException} when {@code bytes} (an estimate) is over {@link #memory()}. */
    public void checkMemory(String what, long bytes) {
        long budget = memory();
        if (bytes < 0 || bytes > budget) {
            throw new MemoryBudgetException(what, bytes < 0 ? Long.MAX_VALUE : bytes, budget);
        }
    }

    /** A run against these limits, starting now (its deadline, for anchored limits, the one they already have). */
    public Budget start() {
        return new Budget(this);
    }
}
