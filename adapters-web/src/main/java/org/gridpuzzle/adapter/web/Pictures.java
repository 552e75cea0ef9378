package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.port.in.output.DrawPictureCommand;
import org.gridpuzzle.application.port.in.output.DrawPictureUseCase;

/** Answers drawn as SVG by the same renderer as {@code -o FILE.svg}; nothing is written anywhere. */
final class Pictures {

    private final DrawPictureUseCase pictures;

    @Inject
    Pictures(DrawPictureUseCase pictures) {
        this.pictures = pictures;
    }

    String svg(Output output) {
        return new String(pictures.draw(new DrawPictureCommand(output, OutputKind.SVG)), StandardCharsets.UTF_8);
    }
}
