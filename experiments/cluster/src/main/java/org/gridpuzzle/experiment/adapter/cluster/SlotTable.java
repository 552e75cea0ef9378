package org.gridpuzzle.experiment.adapter.cluster;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * The workers' job slots as the coordinator counts them. A job waits for a free slot as long as it takes: a worker
 * that died is replaced by whichever joins next, however late (a job given up after a minute without a worker was
 * lost without a row). While no worker at all is left the wait is said (every period for three periods, then every
 * three), and said again when one is back; only a cancel ends the wait.
 *
 * @param <M> a cluster member
 */
final class SlotTable<M> {

    /** Time as the table reads it, and its pause between looks at the members; a test's clock runs fast. */
    interface Clock {
        long nanoTime();

        void sleep(long millis) throws InterruptedException;
    }

    static final Clock SYSTEM = new Clock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void sleep(long millis) throws InterruptedException {
            Thread.sleep(millis);
        }
    };

    /** How often the members are looked at while a job waits. */
    static final long POLL_MILLIS = 100;

    private final Supplier<List<M>> workers;
    private final Function<M, UUID> id;
    private final ToIntFunction<M> slots;
    private final Clock clock;
    private final long warnEveryNanos;
    private final Consumer<String> warnings;
    private final Map<UUID, Integer> busy = new HashMap<>();
    /** When the last worker was seen gone (nanoTime), or -1 while there are workers. */
    private long noWorkerSince = -1;
    /** How long into this wait it is said next (nanoseconds). */
    private long sayAt;

    /**
     * @param workers the members that may be given jobs now (proven workers, not refused)
     * @param warnEvery how often a wait without any worker is said
     */
    SlotTable(Supplier<List<M>> workers, Function<M, UUID> id, ToIntFunction<M> slots, Clock clock, Duration warnEvery,
            Consumer<String> warnings) {
        this.workers = workers;
        this.id = id;
        this.slots = slots;
        this.clock = clock;
        this.warnEveryNanos = Math.max(1, warnEvery.toNanos());
        this.warnings = warnings;
    }

    /** A worker with a free slot, marked busy; null only when cancelled or interrupted. */
    M claim(BooleanSupplier cancelled) {
        while (!cancelled.getAsBoolean()) {
            List<M> now = workers.get();
            synchronized (this) {
                note(now.isEmpty());
                M best = null;
                int bestFree = 0;
                for (M m : now) {
                    int free = slots.applyAsInt(m) - busy.getOrDefault(id.apply(m), 0);
                    if (free > bestFree) {
                        best = m;
                        bestFree = free;
                    }
                }
                if (best != null) {
                    busy.merge(id.apply(best), 1, Integer::sum);
                    return best;
                }
            }
            try {
                clock.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
        return null;
    }

    /** The slot {@link #claim} gave is free again. */
    synchronized void release(M worker) {
        busy.merge(id.apply(worker), -1, Integer::sum);
    }

    /** Whether no worker is left, and each period of that said once, whichever job's wait notices it. */
    private void note(boolean none) {
        long now = clock.nanoTime();
        if (none) {
            if (noWorkerSince < 0) {
                noWorkerSince = now;
                sayAt = warnEveryNanos;
            }
            long waited = now - noWorkerSince;
            if (waited >= sayAt) {
                long at = waited - waited % warnEveryNanos;
                warnings.accept("no worker in the cluster for " + seconds(at)
                        + "; waiting (Ctrl-C stops, the run can be resumed)");
                // every period for the first three, then every third: an hour's wait is 61 lines, not 179
                sayAt = at + (at < 3 * warnEveryNanos ? warnEveryNanos : 3 * warnEveryNanos);
            }
        } else if (noWorkerSince >= 0) {
            if (sayAt > warnEveryNanos) {
                warnings.accept("a worker is in the cluster again after " + seconds(now - noWorkerSince)
                        + " without one; the run goes on");
            }
            noWorkerSince = -1;
        }
    }

    private static String seconds(long nanos) {
        return Math.round(nanos / 1e9) + " s";
    }
}
