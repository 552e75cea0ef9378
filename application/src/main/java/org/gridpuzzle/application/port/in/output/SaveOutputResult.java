package org.gridpuzzle.application.port.in.output;

import java.nio.file.Path;
import org.gridpuzzle.application.output.OutputKind;

/** What was written where, and how many bytes. */
public record SaveOutputResult(Path target, OutputKind kind, long bytes) {
}

