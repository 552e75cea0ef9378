package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A fixed number of workers and a bounded queue: a job beyond both is refused (429) instead of piling up. Finished
 * jobs are kept for {@link #KEEP} (or until {@link #MAX_KEPT} are kept) so their results can be fetched.
 */
@Singleton
public final class JobPool implements AutoCloseable {

    static final Duration KEEP = Duration.ofMinutes(10);
    static final int MAX_KEPT = 2000;
    /** How long stopping waits for the running jobs to end, each time it asks. */
    static final Duration STOP_WAIT = Duration.ofSeconds(30);

    private final ThreadPoolExecutor executor;
    private final Map<String, Job> jobs = new ConcurrentHashMap<>();
    /** The queued jobs' tasks, so that a dropped job leaves the queue at once. */
    private final Map<Job, Runnable> queuedTasks = new ConcurrentHashMap<>();

    @Inject
    public JobPool(WebSettings settings) {
        AtomicInteger n = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(settings.workers(), settings.workers(), 0, TimeUnit.MILLISECONDS,
                settings.queue() == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(settings.queue()), r -> {
                    // a deep stack for the recursive searches, as the command line's launcher gives them
                    Thread t = new Thread(null, r, "gridpuzzle-job-" + n.incrementAndGet(), 64L << 20);
                    t.setDaemon(true);
                    return t;
                });
    }

    /** Queues the work; refuses it with 429 when every worker is busy and the queue is full. */
    Job submit(String operation, Work work) {
        evictOld();
        Job job = new Job(UUID.randomUUID().toString(), operation);
        jobs.put(job.id(), job);
        Runnable task = () -> {
            queuedTasks.remove(job);
            run(job, work);
        };
        queuedTasks.put(job, task);
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            queuedTasks.remove(job);
            jobs.remove(job.id());
            throw busy();
        }
        return job;
    }

    /** Cancels a job nobody waits for any more: a queued one leaves the queue, a running one stops soon. */
    void drop(Job job) {
        job.cancel();
        Runnable task = queuedTasks.remove(job);
        if (task != null) {
            executor.remove(task);
        }
        jobs.remove(job.id());
    }

    /** Drops a job whose answer was given (a request that waited for it): nothing keeps its answer. */
    void forget(Job job) {
        jobs.remove(job.id());
    }

    Optional<Job> find(String id) {
        return Optional.ofNullable(jobs.get(id));
    }

    int running() {
        return executor.getActiveCount();
    }

    int queued() {
        return executor.getQueue().size();
    }

    int workers() {
        return executor.getMaximumPoolSize();
    }

    private ApiException busy() {
        return new ApiException(429, "busy", "every worker is busy and " + queued() + " jobs are waiting; try again later")
                .with("workers", workers()).with("queued", queued()).withHeader("Retry-After", "1");
    }

    /** Runs the work; the job always ends with an answer, whatever the work throws. */
    private static void run(Job job, Work work) {
        if (job.done().isDone()) {
            return; // cancelled while it waited
        }
        job.started();
        JobProgressAdapter.runAs(job, () -> {
            try {
                Work.Result r = work.run(job);
                job.complete(job.cancelRequested() ? Job.State.CANCELLED : Job.State.FINISHED, r.status(), r.body());
            } catch (RuntimeException e) {
                ApiException answer = ErrorBodies.of(e);
                job.complete(Job.State.FINISHED, answer.status(), answer.body());
            } catch (OutOfMemoryError e) {
                // a search past what this server's heap holds: a limit of the server, answered as the budget's are
                ApiException answer = ErrorBodies.outOfMemory();
                job.complete(Job.State.FINISHED, answer.status(), answer.body());
            } catch (Error e) {
                // a deep recursion or a broken class: a bug, with its answer (before, a job that threw an Error other
                // than these never ended, and its request waited for the pool's own timeout)
                ApiException answer = ErrorBodies.bug(e);
                job.complete(Job.State.FINISHED, answer.status(), answer.body());
            }
        });
    }

    private void evictOld() {
        Instant limit = Instant.now().minus(KEEP);
        boolean full = jobs.size() > MAX_KEPT;
        for (Iterator<Job> it = jobs.values().iterator(); it.hasNext();) {
            Job j = it.next();
            if (j.finishedAt() != null && (full || j.finishedAt().isBefore(limit))) {
                it.remove();
            }
        }
    }

    /**
     * Stops taking jobs, cancels the queued and running ones and waits for them to end: a search looks at its
     * cancellation every few milliseconds, so this takes milliseconds quiet, longer on a loaded machine.
     */
    @Override
    public void close() {
        executor.shutdown();
        jobs.values().forEach(Job::cancel);
        try {
            if (!executor.awaitTermination(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
                executor.shutdownNow(); // a phase that does not look at its flag: interrupt it as well
                executor.awaitTermination(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether every job has ended (after {@link #close()}). */
    boolean terminated() {
        return executor.isTerminated();
    }
}
