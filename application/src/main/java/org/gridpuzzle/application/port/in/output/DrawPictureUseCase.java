package org.gridpuzzle.application.port.in.output;

import org.gridpuzzle.application.output.PictureTooLargeException;

/** Draws an answer as a picture and gives its bytes; nothing is written anywhere. */
public interface DrawPictureUseCase {

    /**
     * @throws PictureTooLargeException when the picture would take more than the command allows
     * @throws org.gridpuzzle.application.output.PictureStoppedException when the command's limits stop the drawing
     */
    byte[] draw(DrawPictureCommand command);
}
