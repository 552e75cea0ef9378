package org.gridpuzzle.domain.sokoban.internal;

/**
 * The search's moves as ints, one per edge of the search tree, so a state stores its way in a single int: a push is
 * {@code 4·box + direction} (box a floor cell, direction as {@link SokobanRoom#DIRECTIONS}); a macro is
 * {@code −2 − code}, with code either a tunnel run (the {@link #TUNNEL} bit, its length in pushes, its first push) or
 * a box brought into a goal room (the room, the box's place in the packing order, the entrance cell, the first
 * direction), or, under a room number no goal room has, FESS's packing move (the box) or box move (the box and the
 * player's last side). −1 is no move (the start).
 */
final class SokobanMoves {

    private static final int TUNNEL = 1 << 30;
    /** The room number of packing moves, one past the goal rooms'. */
    private static final int PACKING = GoalRooms.MAX_ROOMS;
    /** A box move's flag among the codes of that room number. */
    private static final int BOX_MOVE = 1 << 21;
    /** A tunnel run's length is 12 bits; its first push 18 bits (floors below 2^16). */
    static final int MAX_TUNNEL = 0xFFF;
    static final int MAX_TUNNEL_FLOORS = 1 << 16;

    private SokobanMoves() {
    }

    static int push(int box, int direction) {
        return 4 * box + direction;
    }

    /** The box cell of a push. */
    static int box(int push) {
        return push >>> 2;
    }

    static int direction(int push) {
        return push & 3;
    }

    /** A single push (else a macro). */
    static boolean isPush(int move) {
        return move >= 0;
    }

    /** A box pushed {@code length} cells along a tunnel, starting with {@code push(box, direction)}. */
    static int tunnel(int box, int direction, int length) {
        return -2 - (TUNNEL | length << 18 | push(box, direction));
    }

    /** The k-th box of goal room r brought in from entrance cell j (0 or 1), first along {@code direction}. */
    static int goalMacro(int room, int k, int entrance, int direction) {
        return -2 - (room << 22 | k << 3 | entrance << 2 | direction);
    }

    /**
     * FESS's packing move: the box on floor cell {@code box} (below 2^16) brought to the next goal of the packing order
     * by the fewest pushes; the pushes are found again ({@link BoxPaths}) from the state the move leaves.
     */
    static int packing(int box) {
        return -2 - (PACKING << 22 | box);
    }

    static boolean isPacking(int macro) {
        return !isTunnel(macro) && room(macro) == PACKING && (code(macro) & BOX_MOVE) == 0;
    }

    /** The box cell of a packing move or a box move. */
    static int packingBox(int macro) {
        return code(macro) & 0xFFFF;
    }

    /**
     * FESS's move: the box on floor cell {@code box} (below 2^16) pushed by its fewest pushes to the place its child
     * state shows, the player last on {@code side} of it; the pushes are found again from the two states.
     */
    static int boxMove(int box, int side) {
        return -2 - (PACKING << 22 | BOX_MOVE | side << 16 | box);
    }

    static boolean isBoxMove(int macro) {
        return !isTunnel(macro) && room(macro) == PACKING && (code(macro) & BOX_MOVE) != 0;
    }

    static int boxMoveSide(int macro) {
        return code(macro) >>> 16 & 3;
    }

    static boolean isTunnel(int macro) {
        return (code(macro) & TUNNEL) != 0;
    }

    static int tunnelLength(int macro) {
        return (code(macro) >>> 18) & MAX_TUNNEL;
    }

    /** The first push of a tunnel run. */
    static int tunnelStart(int macro) {
        return code(macro) & 0x3FFFF;
    }

    static int room(int macro) {
        return code(macro) >>> 22;
    }

    /** The place in the room's packing order of the box a goal macro brings in. */
    static int fill(int macro) {
        return (code(macro) >>> 3) & 0x7FFFF;
    }

    static int entrance(int macro) {
        return (code(macro) >>> 2) & 1;
    }

    /** The first direction of a goal macro. */
    static int firstDirection(int macro) {
        return code(macro) & 3;
    }

    private static int code(int macro) {
        return -2 - macro;
    }
}
