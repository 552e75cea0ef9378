package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.output.SaveOutputCommand;
import org.gridpuzzle.application.port.in.output.SaveOutputUseCase;

/** Answers drawn as SVG by the same renderer as {@code -o FILE.svg}; nothing is written anywhere. */
final class Pictures {

    private static final Path SVG = Path.of("picture.svg");

    private final SaveOutputUseCase outputs;

    @Inject
    Pictures(SaveOutputUseCase outputs) {
        this.outputs = outputs;
    }

    String svg(Output output) {
        return new String(outputs.content(new SaveOutputCommand(SVG, output)), StandardCharsets.UTF_8);
    }
}
