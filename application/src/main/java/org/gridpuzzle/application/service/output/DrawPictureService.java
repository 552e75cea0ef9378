package org.gridpuzzle.application.service.output;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.output.DrawPictureCommand;
import org.gridpuzzle.application.port.in.output.DrawPictureUseCase;
import org.gridpuzzle.application.port.out.output.RenderPicturePort;

/** The same renderer as a saved {@code .svg} or {@code .png}, for a front end that shows the picture itself. */
public final class DrawPictureService implements DrawPictureUseCase {

    private final RenderPicturePort pictures;

    @Inject
    public DrawPictureService(RenderPicturePort pictures) {
        this.pictures = pictures;
    }

    @Override
    public byte[] draw(DrawPictureCommand command) {
        return pictures.render(command.output(), command.kind(), command.maxBytes(), command.limits());
    }
}
