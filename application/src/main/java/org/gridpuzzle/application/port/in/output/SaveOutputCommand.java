package org.gridpuzzle.application.port.in.output;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param target the file; {@code .svg} and {@code .png} draw the answer, other extensions write its text
 * @param limits the run's: a write that waits (a FIFO nobody reads) stops at its time limit or cancellation
 */
public record SaveOutputCommand(Path target, Output output, Limits limits) {

    public SaveOutputCommand {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(limits, "limits");
    }

    /** Without limits: the write may wait as long as its target makes it. */
    public SaveOutputCommand(Path target, Output output) {
        this(target, output, Limits.none());
    }
}

