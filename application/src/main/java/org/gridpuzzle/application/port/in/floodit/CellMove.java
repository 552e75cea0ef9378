package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.domain.grid.Position;

/** A move by cell: Free moves name their cell; Fixed moves leave it null (they are played at the pivot). */
public record CellMove(Position cell, int colour) {
}

