package org.gridpuzzle.domain.sokoban.internal;

/** FESS's room connectivity of a position: how many links between rooms its boxes obstruct. */
interface RoomMeter {

    /**
     * @param occupied per floor cell, non-zero where a box stands
     * @param boxes the boxes' floor cells, {@code boxes[0..count)}
     * @return the links obstructed, at most {@link RoomLinks#MAX}
     */
    int obstructed(byte[] occupied, int[] boxes, int count);
}
