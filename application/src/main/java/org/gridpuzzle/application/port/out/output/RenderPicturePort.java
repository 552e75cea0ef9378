package org.gridpuzzle.application.port.out.output;

import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;

/** Draws an answer as a picture. */
public interface RenderPicturePort {

    /**
     * @param kind {@link OutputKind#SVG} or {@link OutputKind#PNG}
     * @return the file's bytes
     */
    byte[] render(Output output, OutputKind kind);
}

