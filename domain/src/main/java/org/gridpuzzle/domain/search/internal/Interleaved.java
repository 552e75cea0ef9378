package org.gridpuzzle.domain.search.internal;

import org.gridpuzzle.domain.search.MemoryBudget;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * A portfolio of searches that take turns on one core: each runs on a thread of its own, but only the one holding the
 * turn works; it hands the turn on after a slice, at its next look at the cancellation flag (a search reads it every
 * thousand nodes or so). A search that differs only in the order it takes states may find a plan in a second where
 * another never does, and one core cannot afford to run them side by side. The first decisive answer (a plan, or
 * proof that none exists) cancels the others. Each search gets the same deadline and an equal share of the memory;
 * the time is shared equally too, or in the proportions given (a search holds the turn for as many slices).
 */
public final class Interleaved {

    /** How long a search keeps the turn. */
    static final Duration SLICE = Duration.ofMillis(200);
    /** The stack of a search's thread: the recursive parts of the searches run as deep as on the main thread. */
    private static final long STACK = 16L << 20;

    /** One search of the portfolio, run under the limits it is given. */
    public interface Search<R> {
        R run(Limits limits);
    }

    private final Object lock = new Object();
    private final Limits limits;
    private final int count;
    private final boolean[] alive;
    /** How many slices each search holds the turn for. */
    private final int[] slices;
    private int turn;
    private long turnStarted;
    private boolean decided;
    /**
     * The portfolio's deadline, read by a search waiting for its turn: once it has passed, the searches stop side by
     * side (each sees the time at its next look) instead of one after another in turns (0.2-0.4 s past a 2 s limit for
     * six searches of 300 boxes at load 8).
     */
    private Budget clock;

    private Interleaved(Limits limits, int count, int[] slices) {
        this.limits = limits;
        this.count = count;
        this.alive = new boolean[count];
        this.slices = slices;
    }

    /**
     * Runs the searches in turns and returns their answers (null for one that failed to start), in order; a search
     * stopped because another decided ends as cancelled. {@code decisive} tells an answer that ends them all.
     */
    public static <R> List<R> run(Limits limits, List<Search<R>> searches, Predicate<R> decisive) {
        int[] equal = new int[searches.size()];
        Arrays.fill(equal, 1);
        return run(limits, searches, equal, decisive);
    }

    /** {@link #run} with search k holding the turn for {@code slices[k]} slices at a time (each at least 1). */
    public static <R> List<R> run(Limits limits, List<Search<R>> searches, int[] slices, Predicate<R> decisive) {
        if (slices.length != searches.size() || Arrays.stream(slices).anyMatch(n -> n < 1)) {
            throw new IllegalArgumentException("one share of at least one slice per search");
        }
        Interleaved portfolio = new Interleaved(limits, searches.size(), slices.clone());
        return portfolio.runAll(searches, decisive);
    }

    private <R> List<R> runAll(List<Search<R>> searches, Predicate<R> decisive) {
        // one deadline for all, counted from now, and the memory shared out
        Limits anchored = limits.startingNow();
        clock = anchored.withCancellation(() -> false).start();
        long share = Math.max(1, limits.memoryOr(MemoryBudget.SEARCH_DEFAULT) / count);
        List<R> answers = new ArrayList<>();
        Throwable[] failure = new Throwable[1];
        Thread[] threads = new Thread[count];
        for (int k = 0; k < count; k++) {
            answers.add(null);
            alive[k] = true;
        }
        turnStarted = System.nanoTime();
        for (int k = 0; k < count; k++) {
            int me = k;
            Limits mine = anchored.withMemoryBudget(share).withCancellation(() -> yieldTurn(me));
            threads[k] = new Thread(null, () -> {
                try {
                    awaitTurn(me);
                    R answer = searches.get(me).run(mine);
                    synchronized (lock) {
                        answers.set(me, answer);
                        decided |= answer != null && decisive.test(answer);
                    }
                } catch (Throwable t) {
                    synchronized (lock) {
                        failure[0] = failure[0] == null ? t : failure[0];
                        decided = true;
                    }
                } finally {
                    finish(me);
                }
            }, "search-" + k, STACK);
            threads[k].setDaemon(true);
            threads[k].start();
        }
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                synchronized (lock) {
                    decided = true;
                    lock.notifyAll();
                }
            }
        }
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        return answers;
    }

    /** The cancellation flag of search k: true to stop it; when its slice is over, waits for its next turn first. */
    private boolean yieldTurn(int k) {
        if (limits.cancelled().getAsBoolean()) {
            return true;
        }
        synchronized (lock) {
            if (!decided && System.nanoTime() - turnStarted >= slices[k] * SLICE.toNanos()) {
                pass(k);
                lock.notifyAll();
            }
        }
        awaitTurn(k);
        synchronized (lock) {
            return decided;
        }
    }

    private void awaitTurn(int k) {
        synchronized (lock) {
            while (turn != k && !decided && clock.check()) {
                try {
                    lock.wait(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    decided = true;
                }
                if (limits.cancelled().getAsBoolean()) {
                    decided = true;
                }
            }
        }
    }

    private void finish(int k) {
        synchronized (lock) {
            alive[k] = false;
            if (turn == k) {
                pass(k);
            }
            lock.notifyAll();
        }
    }

    /** Hands the turn from k to the next search still running (k keeps it when it is the only one). */
    private void pass(int k) {
        for (int step = 1; step <= count; step++) {
            int next = (k + step) % count;
            if (alive[next]) {
                turn = next;
                turnStarted = System.nanoTime();
                return;
            }
        }
    }
}
