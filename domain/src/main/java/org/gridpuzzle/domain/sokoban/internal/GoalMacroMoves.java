package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;

/**
 * Goal macros ({@link GoalRooms}): a box on a room's entrance, the player outside behind it and room left goes straight
 * to the room's next goal in its packing order. When one applies nothing else is tried from the state (the goal cut).
 */
final class GoalMacroMoves implements MoveGenerator {

    private final PushState state;
    private final Children children;
    private final GoalRooms goalRooms;
    private final int[] placed;

    GoalMacroMoves(PushState state, Children children, GoalRooms goalRooms) {
        this.state = state;
        this.children = children;
        this.goalRooms = goalRooms;
        this.placed = new int[goalRooms.count()];
    }

    @Override
    public int offer(Expansion at) {
        Arrays.fill(placed, 0);
        for (int i = 0; i < state.boxCount; i++) {
            int r = goalRooms.roomOf(state.boxList[i]);
            if (r >= 0) {
                placed[r]++;
            }
        }
        byte[] occupied = state.occupied;
        int made = GO_ON;
        for (int r = 0; r < goalRooms.count(); r++) {
            int[] doors = goalRooms.entrance(r);
            int k = placed[r];
            if (k == goalRooms.size(r) || doors.length == 2 && occupied[doors[0]] + occupied[doors[1]] != 1) {
                continue; // full, or the player could not walk over the entrance on the way
            }
            for (int j = 0; j < doors.length; j++) {
                int e = doors[j];
                for (int d = 0; d < 4 && occupied[e] != 0; d++) {
                    int[] pushes = goalRooms.macro(r, k, j, d);
                    if (pushes == null || !at.reaches(state.room.step(e, SokobanRoom.opposite(d)))) {
                        continue;
                    }
                    made = SETTLED;
                    int child = children.afterMacro(state.boxIndex[e], goalRooms.target(r, k), pushes,
                            SokobanMoves.goalMacro(r, k, j, d));
                    if (child >= 0) {
                        return child;
                    }
                }
            }
        }
        return made;
    }
}
