package org.gridpuzzle.domain.sokoban.internal;

/** Every box pushed one cell (further along a tunnel) from every side the player reaches, onto a live free cell. */
final class SinglePushes implements MoveGenerator {

    private final PushState state;
    private final Children children;

    SinglePushes(PushState state, Children children) {
        this.state = state;
        this.children = children;
    }

    @Override
    public int offer(Expansion at) {
        SokobanRoom room = state.room;
        for (int i = 0; i < state.boxCount; i++) {
            int b = state.boxList[i];
            for (int d = 0; d < 4; d++) {
                int behind = room.step(b, SokobanRoom.opposite(d));
                int to = room.step(b, d);
                if (behind < 0 || !at.reaches(behind) || to < 0 || state.occupied[to] != 0 || at.now().dead[to]
                        || children.outOfOrder(b, to)) {
                    continue;
                }
                int child = children.push(i, b, to, d);
                if (child >= 0) {
                    return child;
                }
            }
        }
        return SETTLED;
    }
}
