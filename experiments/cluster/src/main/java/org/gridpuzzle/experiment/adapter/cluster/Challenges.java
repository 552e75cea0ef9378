package org.gridpuzzle.experiment.adapter.cluster;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * The coordinator's challenges to the members that say they are workers: each member is asked once (one answer
 * awaited per member UUID, however many threads look at it), and a look never waits for an answer: a member is a
 * worker once its answer has come and proves the secret, not before. A member that does not answer within the
 * patience (a rogue that copied a worker's join attribute, or a stalled machine) is refused, and said once.
 * Before, each look sent a challenge and waited up to 10 s for its answer, and a member that never answered was asked
 * again at the next look: every job's wait for a slot (a look every 100 ms) took 10 s, for the whole run, silently.
 *
 * @param <M> a cluster member
 */
final class Challenges<M> {

    /** How long a member has to answer its challenge before it is refused. */
    static final Duration PATIENCE = Duration.ofSeconds(30);

    /** The answer to a member's challenge: true proves the secret, false does not, null: the member left. */
    private record Asked(CompletableFuture<Boolean> answer, long since, AtomicBoolean sent) {
    }

    private final Function<M, UUID> id;
    private final BiConsumer<M, CompletableFuture<Boolean>> ask;
    private final SlotTable.Clock clock;
    private final long patienceNanos;
    private final BiConsumer<M, String> refuse;
    private final Map<UUID, Asked> asked = new ConcurrentHashMap<>();
    /**
     * When each member was first asked: a member whose challenge could not reach it (it joined a moment ago and cannot
     * take tasks yet) is asked again at the next look, and the patience counts from its first challenge.
     */
    private final Map<UUID, Long> firstAsked = new ConcurrentHashMap<>();

    /**
     * @param ask sends the member a challenge, completing the future when its answer comes (true when it proves the
     *     secret, false when it answers otherwise, null when the member left or the challenge could not reach it);
     *     it must not wait for the answer
     * @param refuse called for a member that does not answer in time (the coordinator says it once and gives it
     *     nothing more)
     */
    Challenges(Function<M, UUID> id, BiConsumer<M, CompletableFuture<Boolean>> ask, SlotTable.Clock clock,
            Duration patience, BiConsumer<M, String> refuse) {
        this.id = id;
        this.ask = ask;
        this.clock = clock;
        this.patienceNanos = patience.toNanos();
        this.refuse = refuse;
    }

    /** Asks the member, once; returns at once. */
    CompletableFuture<Boolean> ask(M m) {
        Asked a = asked.computeIfAbsent(id.apply(m), u -> new Asked(new CompletableFuture<>(),
                firstAsked.computeIfAbsent(u, v -> clock.nanoTime()), new AtomicBoolean()));
        if (a.sent().compareAndSet(false, true)) {
            // outside the map's lock: an answer that comes at once completes the future in this thread
            try {
                ask.accept(m, a.answer());
            } catch (RuntimeException e) {
                a.answer().complete(null); // the task cannot reach it now: asked again, refused after the patience
            }
        }
        return a.answer();
    }

    /**
     * Whether the member has answered, proving the secret. False while its answer is awaited (it is asked at the
     * first look) and for a member that answered otherwise; a member silent past the patience is refused.
     */
    boolean proven(M m) {
        CompletableFuture<Boolean> answer = ask(m);
        if (!answer.isDone()) {
            Asked a = asked.get(id.apply(m));
            if (a != null && clock.nanoTime() - a.since() >= patienceNanos) {
                refuse.accept(m, "did not answer the challenge to prove it holds this cluster's secret within "
                        + Math.round(patienceNanos / 1e9) + " s (a stalled machine, or a member with a copied join"
                        + " proof)");
            }
            return false;
        }
        Boolean proof = answer.isCancelled() ? null : answer.getNow(null);
        if (proof == null) {
            // it left before it answered, or the challenge could not reach it yet: asked again at the next look
            Asked a = asked.remove(id.apply(m));
            if (a != null && clock.nanoTime() - a.since() >= patienceNanos) {
                refuse.accept(m, "could not be reached by the challenge to prove it holds this cluster's secret within "
                        + Math.round(patienceNanos / 1e9) + " s");
            }
            return false;
        }
        if (!proof) {
            refuse.accept(m, "cannot prove it holds this cluster's secret (its join proof is not its own)");
        }
        return proof;
    }

    /** Whether the member's answer is in (or it left), so a look at it now says what it is. */
    boolean settled(M m) {
        Asked a = asked.get(id.apply(m));
        return a != null && a.answer().isDone();
    }

    /** Forgets every member, and stops waiting for their answers. */
    void clear() {
        asked.values().forEach(a -> a.answer().cancel(false));
        asked.clear();
        firstAsked.clear();
    }
}
