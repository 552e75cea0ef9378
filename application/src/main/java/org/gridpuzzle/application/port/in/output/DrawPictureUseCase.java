package org.gridpuzzle.application.port.in.output;

/** Draws an answer as a picture and gives its bytes; nothing is written anywhere. */
public interface DrawPictureUseCase {

    byte[] draw(DrawPictureCommand command);
}
