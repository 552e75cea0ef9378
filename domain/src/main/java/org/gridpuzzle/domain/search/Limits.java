package org.gridpuzzle.domain.search;

import java.time.Duration;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * How much work a search may do: a time limit, a node limit, a cancellation flag (Ctrl-C, a closed client) and a
 * memory budget for the tables and formulas it builds. Immutable: {@link #none()} or {@link #of(Duration)}, then
 * {@code with...} for the rest; {@link #start()} begins a run against it.
 *
 * <p>A time limit counts from the moment a run starts, unless the limits say when their run started
 * ({@link #startedAt}, {@link #startingNow}): then it is a deadline, and {@link #timeLeft()} is what is left of it.
 */
public final class Limits {

    private static final BooleanSupplier NEVER = () -> false;
    /** {@link #originNanos} of limits whose time counts from each run's start. */
    private static final long NOT_STARTED = Long.MIN_VALUE;
    private static final Limits NONE = new Limits(null, Long.MAX_VALUE, NEVER, Long.MAX_VALUE, NOT_STARTED);

    private final Duration timeLimit;
    private final long nodeLimit;
    private final BooleanSupplier cancelled;
    private final long memoryBytes;
    /** The {@link System#nanoTime()} the time limit counts from, or {@link #NOT_STARTED}. */
    private final long originNanos;

    private Limits(Duration timeLimit, long nodeLimit, BooleanSupplier cancelled, long memoryBytes, long originNanos) {
        if (timeLimit != null && timeLimit.isNegative()) {
            throw new IllegalArgumentException("negative time limit " + timeLimit);
        }
        if (nodeLimit < 0) {
            throw new IllegalArgumentException("negative node limit " + nodeLimit);
        }
        if (memoryBytes <= 0) {
            throw new IllegalArgumentException("a memory budget must be positive, got " + memoryBytes);
        }
        this.timeLimit = timeLimit;
        this.nodeLimit = nodeLimit;
        this.cancelled = cancelled == null ? NEVER : cancelled;
        this.memoryBytes = memoryBytes;
        this.originNanos = originNanos;
    }

    /**
     * No limit at all (but the heap's).
     *
     * @return the limits without a limit
     */
    public static Limits none() {
        return NONE;
    }

    /**
     * A time limit alone, counted from each run's start.
     *
     * @param timeLimit the time a run may take, not null
     * @return the limits
     * @throws NullPointerException for a null duration
     * @throws IllegalArgumentException for a negative duration
     */
    public static Limits of(Duration timeLimit) {
        return NONE.withTimeLimit(Objects.requireNonNull(timeLimit, "timeLimit"));
    }

    /**
     * The time limit as given, or null for none.
     *
     * @return the time limit, or null
     */
    public Duration timeLimit() {
        return timeLimit;
    }

    /**
     * The time a run started now may take, or null for no time limit: the limit itself, or for limits whose run has
     * started what is left of it (never negative).
     *
     * @return the time left, or null
     */
    public Duration timeLeft() {
        if (timeLimit == null || originNanos == NOT_STARTED) {
            return timeLimit;
        }
        Duration left = timeLimit.minusNanos(System.nanoTime() - originNanos);
        return left.isNegative() ? Duration.ZERO : left;
    }

    /**
     * The most nodes a search may expand ({@link Long#MAX_VALUE}: no limit).
     *
     * @return the node limit
     */
    public long nodeLimit() {
        return nodeLimit;
    }

    /**
     * The cancellation flag: true once the run should stop.
     *
     * @return the flag, never null
     */
    public BooleanSupplier cancelled() {
        return cancelled;
    }

    /**
     * The memory budget given: the largest structure (or a search's whole account) in bytes; {@link Long#MAX_VALUE}
     * for none of its own, the heap's share ({@link MemoryBudget#heapShare()}) alone bounding it. {@link #memory()} is
     * what a structure may take.
     *
     * @return the budget in bytes
     */
    public long memoryBytes() {
        return memoryBytes;
    }

    /**
     * A time limit that counts from each run's start (null: none); a start given before is forgotten.
     *
     * @param limit the time a run may take, or null for none
     * @return new limits, the rest as they were
     * @throws IllegalArgumentException for a negative duration
     */
    public Limits withTimeLimit(Duration limit) {
        return new Limits(limit, nodeLimit, cancelled, memoryBytes, NOT_STARTED);
    }

    /**
     * A node limit ({@link Long#MAX_VALUE}: none): a count that does not depend on the machine.
     *
     * @param limit the most nodes a search may expand
     * @return new limits, the rest as they were
     * @throws IllegalArgumentException for a negative limit
     */
    public Limits withNodeLimit(long limit) {
        return new Limits(timeLimit, limit, cancelled, memoryBytes, originNanos);
    }

    /**
     * A cancellation flag (null: never cancelled).
     *
     * @param flag true once the run should stop, or null
     * @return new limits, the rest as they were
     */
    public Limits withCancellation(BooleanSupplier flag) {
        return new Limits(timeLimit, nodeLimit, flag, memoryBytes, originNanos);
    }

    /**
     * A memory budget of its own (an application's {@code --memory}, a server's per-job share).
     *
     * @param bytes the budget in bytes ({@link Long#MAX_VALUE}: none of its own)
     * @return new limits, the rest as they were
     * @throws IllegalArgumentException for a budget that is not positive
     */
    public Limits withMemoryBudget(long bytes) {
        return new Limits(timeLimit, nodeLimit, cancelled, bytes, originNanos);
    }

    /**
     * A budget of one {@code jobs}-th of the heap's share for structures ({@link MemoryBudget#heapShare}): for jobs
     * that run at once in one process, such as a server's workers.
     *
     * @param jobs the number of jobs sharing the heap (below 1 counts as 1)
     * @return new limits, the rest as they were
     */
    public Limits withHeapShareOf(int jobs) {
        return withMemoryBudget(Math.max(1, MemoryBudget.heapShare() / Math.max(1, jobs)));
    }

    /**
     * The budget of a process of {@code processBytes} ({@code --memory}), by the memory rule of {@link MemoryBudget}.
     *
     * @param processBytes the process's size in bytes
     * @return new limits, the rest as they were
     * @throws IllegalArgumentException when the resulting budget is not positive
     */
    public Limits withProcessMemory(long processBytes) {
        return withMemoryBudget(MemoryBudget.forProcess(processBytes));
    }

    /**
     * These limits for a run that started at {@code nanoTime} (a {@link System#nanoTime()} reading: a command line's
     * process start, so that reading the input and starting the JVM are inside the user's time limit): the time limit
     * becomes a deadline.
     *
     * @param nanoTime the run's start, a {@link System#nanoTime()} reading
     * @return new limits, the rest as they were
     */
    public Limits startedAt(long nanoTime) {
        return new Limits(timeLimit, nodeLimit, cancelled, memoryBytes, nanoTime);
    }

    /**
     * These limits for a run that starts now: limits whose run started as they are (their deadline is absolute), a time
     * limit that counts from each run's start made a deadline from this moment. A run starts once, where it starts (a
     * command, a job, a facade's call, a level that gets a limit of its own), and hands the same limits to every
     * phase: no phase restarts the clock or counts its share from its own start.
     *
     * @return these limits, or new ones whose deadline counts from now
     */
    public Limits startingNow() {
        return originNanos == NOT_STARTED && timeLimit != null ? startedAt(System.nanoTime()) : this;
    }

    /**
     * Whether the time limit is a deadline already (its run started), not a duration still to count from a start.
     *
     * @return true once a start is set
     */
    public boolean started() {
        return originNanos != NOT_STARTED;
    }

    /**
     * The memory one structure may take: the budget given, never more than the heap's share.
     *
     * @return the bytes one structure may take
     */
    public long memory() {
        return Math.min(memoryBytes, MemoryBudget.heapShare());
    }

    /**
     * The memory of a search that has a default of its own: the budget when one was given, else the smaller of
     * {@code otherwise} and the heap's share.
     *
     * @param otherwise the search's own default in bytes
     * @return the bytes the search may take
     */
    public long memoryOr(long otherwise) {
        return memoryBytes != Long.MAX_VALUE ? memory() : Math.min(otherwise, MemoryBudget.heapShare());
    }

    /**
     * Checks an estimate against {@link #memory()}.
     *
     * @param what the structure, for the message
     * @param bytes its estimated size in bytes
     * @throws MemoryBudgetException when {@code bytes} is over the budget (or negative: an estimate that overflowed)
     */
    public void checkMemory(String what, long bytes) {
        long budget = memory();
        if (bytes < 0 || bytes > budget) {
            throw new MemoryBudgetException(what, bytes < 0 ? Long.MAX_VALUE : bytes, budget);
        }
    }

    /**
     * A run against these limits, starting now (its deadline, for limits whose run started, the one they have).
     *
     * @return the run's budget
     */
    public Budget start() {
        return new Budget(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Limits l && Objects.equals(timeLimit, l.timeLimit) && nodeLimit == l.nodeLimit
                && cancelled == l.cancelled && memoryBytes == l.memoryBytes && originNanos == l.originNanos;
    }

    @Override
    public int hashCode() {
        return Objects.hash(timeLimit, nodeLimit, cancelled, memoryBytes, originNanos);
    }

    @Override
    public String toString() {
        return "Limits[time " + (timeLimit == null ? "none" : timeLimit) + (started() ? " since a start" : "")
                + ", nodes " + (nodeLimit == Long.MAX_VALUE ? "none" : nodeLimit) + ", memory "
                + (memoryBytes == Long.MAX_VALUE ? "the heap's share" : memoryBytes + " bytes") + "]";
    }
}
