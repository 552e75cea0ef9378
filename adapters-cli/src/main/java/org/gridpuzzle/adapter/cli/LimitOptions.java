package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.CancellationFlag;
import java.time.Duration;
import org.gridpuzzle.domain.search.Limits;
import picocli.CommandLine.Option;

/** {@code --timeout}, shared by every command that searches. */
public final class LimitOptions {

    @Option(names = "--timeout", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Stop after this long (500ms, 10s, 2m; plain numbers are seconds), counted from the command's"
                    + " start (starting Java and reading the input are inside it); with several levels, each level's"
                    + " own from that level's start. Default: no limit.")
    Duration timeout;

    /**
     * The limits of this run: the timeout and Ctrl-C. The timeout counts from {@code startedNanos}, the command's
     * start as the user's clock has it: reading the input (and for a command line starting the JVM) is inside it. A
     * planning run of several levels gives each level the duration again, from the level's start.
     */
    public Limits limits(CancellationFlag cancellation, long startedNanos) {
        return Limits.none().withTimeLimit(timeout).withCancellation(cancellation::isCancelled)
                .startedAt(startedNanos);
    }
}
