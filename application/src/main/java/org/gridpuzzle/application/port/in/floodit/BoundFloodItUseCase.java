package org.gridpuzzle.application.port.in.floodit;

/** The admissible lower bounds of a board. */
public interface BoundFloodItUseCase {

    BoundFloodItResult bound(BoundFloodItCommand command);
}

