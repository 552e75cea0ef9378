package org.gridpuzzle.application.port.in.output;

import java.util.Objects;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;

/** @param kind {@link OutputKind#SVG} or {@link OutputKind#PNG}: the picture kind, not told by any file name */
public record DrawPictureCommand(Output output, OutputKind kind) {

    public DrawPictureCommand {
        Objects.requireNonNull(output, "output");
        if (kind != OutputKind.SVG && kind != OutputKind.PNG) {
            throw new IllegalArgumentException("a picture is SVG or PNG, not " + kind);
        }
    }
}
