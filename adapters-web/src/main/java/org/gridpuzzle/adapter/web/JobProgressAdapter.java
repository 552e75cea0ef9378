package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.gridpuzzle.application.port.out.ProgressPort;

/**
 * Progress of the use cases, sent to the job whose worker thread reports it: the services are shared by every job,
 * so the worker thread says whose work it is.
 */
@Singleton
public final class JobProgressAdapter implements ProgressPort {

    private static final ThreadLocal<Job> CURRENT = new ThreadLocal<>();

    @Inject
    public JobProgressAdapter() {
        // stateless: the job comes from the thread
    }

    static void runAs(Job job, Runnable work) {
        CURRENT.set(job);
        try {
            work.run();
        } finally {
            CURRENT.remove();
        }
    }

    @Override
    public void report(String stage, String message) {
        Job job = CURRENT.get();
        if (job != null) {
            job.progress(stage, message, null);
        }
    }

    @Override
    public void report(String stage, String message, double fraction) {
        Job job = CURRENT.get();
        if (job != null) {
            job.progress(stage, message, fraction);
        }
    }

    @Override
    public void answerSoFar(Object result) {
        Job job = CURRENT.get();
        if (job != null) {
            job.offerSoFar(result);
        }
    }

    @Override
    public void warn(String message) {
        report("warning", message);
    }
}
