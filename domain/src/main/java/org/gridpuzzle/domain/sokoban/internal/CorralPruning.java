package org.gridpuzzle.domain.sokoban.internal;

/**
 * PI-corral pruning. A corral is a region of free floor the player cannot reach, fenced by boxes (its barrier) and
 * walls. When every push a barrier box could ever get from outside leads into the corral (I) and every such push is
 * legal now (P), and the corral is not finished (a goal inside it, or a barrier box off its goal), then some barrier
 * box must be pushed in any solution, the first such push is one of those legal now, and moving it to the front
 * keeps the other pushes legal with the same count. So the search may push only the barrier boxes into the corral:
 * no solution and no optimum is lost. A corral with no such push at all is a deadlock.
 * <p>
 * The conditions are read conservatively: a push whose player cell or target holds a box that could move away
 * first, or a target outside the corral, breaks the corral's claim; pushes onto dead squares and into other barrier
 * boxes cannot happen and are ignored.
 */
final class CorralPruning {

    private final SokobanRoom room;
    private final Corrals corrals;
    private final int[] pushes;

    CorralPruning(SokobanRoom room, int boxCount) {
        this.room = room;
        this.corrals = new Corrals(room);
        this.pushes = new int[4 * boxCount];
    }

    /**
     * The pushes (as {@code 4·box + direction}) of the unfinished PI-corral with the fewest, written to {@code out};
     * returns their number (0: a deadlock), or −1 when no corral qualifies and every push must be tried.
     */
    int restrict(byte[] occupied, int[] reach, int reachStamp, int[] out) {
        corrals.begin();
        int best = -1;
        for (int start = 0; start < room.floors; start++) {
            if (!corrals.next(start, occupied, reach, reachStamp)) {
                continue;
            }
            int count = examine(occupied, reach, reachStamp);
            if (count >= 0 && (best < 0 || count < best)) {
                best = count;
                System.arraycopy(pushes, 0, out, 0, count);
                if (count == 0) {
                    return 0;
                }
            }
        }
        return best;
    }

    /** The pushes of the corral just met (left in {@link #pushes}), or −1 when it does not qualify. */
    private int examine(byte[] occupied, int[] reach, int reachStamp) {
        if (!corrals.unfinished()) {
            return -1;
        }
        int count = 0;
        for (int i = 0; i < corrals.size(); i++) {
            int b = corrals.boxes[i];
            for (int d = 0; d < 4; d++) {
                int behind = room.step(b, SokobanRoom.opposite(d));
                int to = room.step(b, d);
                if (behind < 0 || to < 0) {
                    continue;
                }
                boolean behindFree = occupied[behind] == 0;
                if (behindFree && corrals.inside(behind) || !behindFree && corrals.fences(behind)) {
                    continue; // the player would have to be inside, or a barrier box stands there until one moves
                }
                boolean toFree = occupied[to] == 0;
                if (toFree && corrals.inside(to)) {
                    if (room.dead[to]) {
                        continue;
                    }
                    if (behindFree && reach[behind] == reachStamp) {
                        pushes[count++] = SokobanMoves.push(b, d);
                        continue;
                    }
                    return -1; // a push into the corral that is not legal yet
                }
                if (!toFree && corrals.fences(to) || toFree && room.dead[to]) {
                    continue;
                }
                return -1; // the box could leave along the barrier or outwards
            }
        }
        return count;
    }
}
