package org.gridpuzzle.application.port.in.puzzle;

/** Which file formats gridpuzzle reads and writes ({@code help formats}). */
public interface ListFormatsUseCase {

    ListFormatsResult formats();
}
