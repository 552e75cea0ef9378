package org.gridpuzzle.domain.sokoban.internal;

/**
 * The pushes a corral forces ({@link CorralPruning}): when one applies, they are the state's only moves. It has nothing
 * to say when one of them would enter a goal room that only a macro may fill.
 */
final class CorralPushes implements MoveGenerator {

    private final PushState state;
    private final Children children;
    private final CorralPruning corrals;
    private final int[] pushes;

    CorralPushes(PushState state, Children children) {
        this.state = state;
        this.children = children;
        this.corrals = new CorralPruning(state.room, state.boxCount);
        this.pushes = new int[4 * state.boxCount];
    }

    @Override
    public int offer(Expansion at) {
        SokobanRoom room = state.room;
        int restricted = corrals.restrict(state.occupied, at.reach(), at.reachStamp(), pushes);
        for (int k = 0; k < restricted; k++) {
            int b = SokobanMoves.box(pushes[k]);
            if (children.outOfOrder(b, room.step(b, SokobanMoves.direction(pushes[k])))) {
                return GO_ON; // the corral is to be entered by a goal macro that does not apply yet
            }
        }
        if (restricted < 0) {
            return GO_ON;
        }
        for (int k = 0; k < restricted; k++) {
            int b = SokobanMoves.box(pushes[k]);
            int d = SokobanMoves.direction(pushes[k]);
            if (at.now().dead[room.step(b, d)]) {
                continue;
            }
            int child = children.push(state.boxIndex[b], b, room.step(b, d), d);
            if (child >= 0) {
                return child;
            }
        }
        return SETTLED;
    }
}
