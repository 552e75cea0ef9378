package org.gridpuzzle.domain.sokoban.internal;

/**
 * FESS's box moves: each box pushed to every place it can reach while the other boxes stand still, by its fewest
 * pushes ({@link BoxMoves}); a one-push move is offered as a plain push, so tunnels and region shortcuts apply. Boxes
 * placed in goal rooms stay.
 */
final class BoxMoveGenerator implements MoveGenerator {

    private final PushState state;
    private final Children children;
    private final BoxMoves moves;
    private final GoalRooms goalRooms;
    /** The places one box reaches (4·cell + the player's side) and their pushes. */
    private final int[] found;
    private final int[] foundPushes;

    BoxMoveGenerator(PushState state, Children children, BoxMoves moves, GoalRooms goalRooms) {
        this.state = state;
        this.children = children;
        this.moves = moves;
        this.goalRooms = goalRooms;
        this.found = new int[4 * state.room.floors];
        this.foundPushes = new int[4 * state.room.floors];
    }

    @Override
    public int offer(Expansion at) {
        SokobanRoom room = state.room;
        for (int i = 0; i < state.boxCount; i++) {
            int b = state.boxList[i];
            if (goalRooms.roomOf(b) >= 0) {
                continue;
            }
            int n = moves.reachable(state.occupied, b, at.player(), found, foundPushes);
            for (int k = 0; k < n; k++) {
                int to = found[k] >>> 2;
                int side = found[k] & 3;
                if (at.now().dead[to]) {
                    continue;
                }
                int d = SokobanRoom.opposite(side);
                int child = foundPushes[k] == 1 ? children.push(i, b, to, d)
                        : children.at(i, b, to, room.step(to, side), d, foundPushes[k], SokobanMoves.boxMove(b, side));
                if (child >= 0) {
                    return child;
                }
            }
        }
        return SETTLED;
    }
}
