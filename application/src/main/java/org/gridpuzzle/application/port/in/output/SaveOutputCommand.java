package org.gridpuzzle.application.port.in.output;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.application.output.Output;

/** @param target the file; {@code .svg} and {@code .png} draw the answer, other extensions write its text */
public record SaveOutputCommand(Path target, Output output) {

    public SaveOutputCommand {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(output, "output");
    }
}

