package org.gridpuzzle.adapter.planner;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import org.gridpuzzle.application.error.PlannerFailedException;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.process.WatchedProcess;

/** One run of a planner's program as a watched process, with the limits every planner here shares. */
final class PlannerProcess {

    private static final long GRACE_MILLIS = 500;
    /** A run without a time limit is still not waited on forever (a failure, not an answer). */
    private static final Duration DEFAULT_LIMIT = Duration.ofHours(1);

    private PlannerProcess() {
    }

    /**
     * Runs the program to its end, its output and errors into files.
     *
     * @param begun when the question began (the time limit counts from there)
     * @return its exit code, or empty when the limit or cancellation stopped it
     * @throws PlannerFailedException when no time limit was set and it ran past {@link #DEFAULT_LIMIT}
     */
    static OptionalInt run(String program, List<String> argv, Path out, Path err, Limits limits, long begun)
            throws IOException, InterruptedException {
        WatchedProcess process = WatchedProcess.start(argv, out, err);
        WatchedProcess.End end = process.await(limits, begun, GRACE_MILLIS, DEFAULT_LIMIT);
        if (end == WatchedProcess.End.DEFAULT_LIMIT) {
            throw new PlannerFailedException(program, "gave no answer within " + DEFAULT_LIMIT.toMinutes()
                    + " min, the limit of a run without --timeout");
        }
        return end == WatchedProcess.End.EXITED ? OptionalInt.of(process.exitCode()) : OptionalInt.empty();
    }
}
