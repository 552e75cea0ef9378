package org.gridpuzzle.domain.sokoban.internal;

/**
 * FESS's packing move as a child of every expanded state: a box brought to the next goal of the packing order by its
 * fewest pushes while the other boxes stand still ({@link PackingMoves}), so the packing feature moves in one step.
 * The state's other moves follow it.
 */
final class PackingMoveGenerator implements MoveGenerator {

    private final PushState state;
    private final Children children;
    private final PackingMoves packing;

    PackingMoveGenerator(PushState state, Children children, PackingMoves packing) {
        this.state = state;
        this.children = children;
        this.packing = packing;
    }

    @Override
    public int offer(Expansion at) {
        int[] pushes = packing.find(state.occupied, state.boxList, state.boxCount, at.player());
        if (pushes == null) {
            return GO_ON;
        }
        int b = SokobanMoves.box(pushes[0]);
        int last = pushes[pushes.length - 1];
        int d = SokobanMoves.direction(last);
        int player = SokobanMoves.box(last);
        int child = children.at(state.boxIndex[b], b, state.room.step(player, d), player, d, pushes.length,
                SokobanMoves.packing(b));
        return child >= 0 ? child : GO_ON;
    }
}
