package org.gridpuzzle.experiment.adapter.cluster;

import java.time.Duration;
import java.util.HashSet;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The nonces of the jobs a worker has taken, kept for a time window only: each job carries the time it was sealed, a
 * job sealed further than the window from this machine's clock is refused, so a nonce older than the window cannot
 * come back and is forgotten. The worker kept every nonce of the run before (a set that grew with every job, for as
 * long as the worker ran). At most {@code capacity} are held: a flood beyond that within one window is refused, never
 * let in by forgetting a nonce that could still be sent again.
 */
final class JobNonces {

    /** What a job's nonce and sealing time say. */
    enum Verdict {
        /** not seen in the window: run it */
        FRESH,
        /** seen before: a sending again */
        TAKEN,
        /** sealed further from this clock than the window allows */
        OUT_OF_WINDOW,
        /** the window holds as many as it may */
        FULL
    }

    /** How far a job's sealing time may be from this machine's clock (transit and the machines' clocks' drift). */
    static final Duration WINDOW = Duration.ofMinutes(15);
    /** The most nonces held: a few MB, far above the jobs a worker takes in two windows. */
    static final int CAPACITY = 100_000;

    private record Seen(long sealedAt, String nonce) {
    }

    private final LongSupplier wallMillis;
    private final long windowMillis;
    private final int capacity;
    private final Set<String> nonces = new HashSet<>();
    private final PriorityQueue<Seen> byAge = new PriorityQueue<>((a, b) -> Long.compare(a.sealedAt, b.sealedAt));

    /**
     * @param wallMillis this machine's clock (milliseconds since the epoch)
     */
    JobNonces(LongSupplier wallMillis, Duration window, int capacity) {
        this.wallMillis = wallMillis;
        this.windowMillis = window.toMillis();
        this.capacity = capacity;
    }

    /** Takes the nonce of a job sealed at {@code sealedAt} (milliseconds since the epoch), if it may run. */
    synchronized Verdict take(String nonce, long sealedAt) {
        long now = wallMillis.getAsLong();
        while (!byAge.isEmpty() && byAge.peek().sealedAt() < now - windowMillis) {
            nonces.remove(byAge.poll().nonce()); // refused as out of the window from now on
        }
        if (sealedAt < now - windowMillis || sealedAt > now + windowMillis) {
            return Verdict.OUT_OF_WINDOW;
        }
        if (nonces.contains(nonce)) {
            return Verdict.TAKEN;
        }
        if (nonces.size() >= capacity) {
            return Verdict.FULL;
        }
        nonces.add(nonce);
        byAge.add(new Seen(sealedAt, nonce));
        return Verdict.FRESH;
    }

    /** How many nonces are held now. */
    synchronized int size() {
        return nonces.size();
    }
}
