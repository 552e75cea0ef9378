package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.grid.Direction;

/**
 * A plan as {@link FewerMoves}' passes change it: its pushes, and before each the boxes' cells, the player's cell and
 * the walk to the cell behind the box, played again after every change (the plan must play).
 */
final class PlannedPushes {

    /** The plan: push k moves the box on {@code box[k]} one cell in direction {@code dir[k]}. */
    int[] box;
    int[] dir;
    int count;
    /** Before push k: the boxes' cells, the player's cell and the walk to the cell behind the box. */
    int[][] before;
    int[] player;
    int[] walk;

    private final SokobanLevel level;
    private final WalkingPosition position;
    private final int[] offset;
    private final PassWork work;

    private PlannedPushes(WalkingPosition position, PassWork work) {
        this.level = position.level;
        this.position = position;
        this.offset = position.offset;
        this.work = work;
    }

    /** The pushes of a plan that plays, from its replay, played on {@code position}. */
    static PlannedPushes read(String moves, WalkingPosition position, PassWork work) {
        PlannedPushes plan = new PlannedPushes(position, work);
        SokobanLevel level = position.level;
        List<int[]> pushes = new ArrayList<>();
        SokobanState s = level.start();
        for (int i = 0; i < moves.length(); i++) {
            Direction d = Direction.of(moves.charAt(i));
            if (Character.isUpperCase(moves.charAt(i))) {
                pushes.add(new int[] {level.next(s.player(), d), d.ordinal()});
            }
            s = SokobanReplay.moved(level, s, d);
        }
        plan.count = pushes.size();
        plan.box = new int[plan.count];
        plan.dir = new int[plan.count];
        for (int k = 0; k < plan.count; k++) {
            plan.box[k] = pushes.get(k)[0];
            plan.dir[k] = pushes.get(k)[1];
        }
        plan.replay();
        return plan;
    }

    /** The cell behind the box of push k, where the player stands to push it. */
    int behind(int k) {
        return box[k] - offset[dir[k]];
    }

    /** Plays the pushes from the start, recording the position before each: the plan must play. */
    private void replay() {
        before = new int[count][];
        player = new int[count];
        walk = new int[count];
        position.load(null);
        int p = level.start().player();
        for (int k = 0; k < count; k++) {
            before[k] = position.boxes.clone();
            work.add(position.boxes.length + 1);
            player[k] = p;
            walk[k] = position.walkLength(p, behind(k), Integer.MAX_VALUE);
            if (walk[k] < 0 || !position.push(box[k], dir[k])) {
                throw new IllegalStateException("push " + (k + 1) + " of the plan does not play");
            }
            p = box[k];
        }
    }

    /**
     * Replaces pushes [lo, hi) by the plan's pushes {@code order} (null: by the pushes {@code newBox}, {@code newDir}),
     * then plays the plan again.
     */
    void apply(int[] order, int lo, int hi, int[] newBox, int[] newDir) {
        int[] cellsNow = order != null ? new int[order.length] : newBox;
        int[] dirsNow = order != null ? new int[order.length] : newDir;
        for (int i = 0; order != null && i < order.length; i++) {
            cellsNow[i] = box[order[i]];
            dirsNow[i] = dir[order[i]];
        }
        int n = lo + cellsNow.length + count - hi;
        int[] b = new int[n];
        int[] d = new int[n];
        System.arraycopy(box, 0, b, 0, lo);
        System.arraycopy(dir, 0, d, 0, lo);
        System.arraycopy(cellsNow, 0, b, lo, cellsNow.length);
        System.arraycopy(dirsNow, 0, d, lo, dirsNow.length);
        System.arraycopy(box, hi, b, lo + cellsNow.length, count - hi);
        System.arraycopy(dir, hi, d, lo + dirsNow.length, count - hi);
        box = b;
        dir = d;
        count = n;
        replay();
    }

    /** Where each run of pushes of one box starts, and the plan's end last. */
    int[] runStarts() {
        int[] starts = new int[count + 1];
        int n = 0;
        for (int k = 0; k < count; k++) {
            if (k == 0 || box[k] != box[k - 1] + offset[dir[k - 1]]) {
                starts[n++] = k;
            }
        }
        starts[n++] = count;
        work.add(count);
        return Arrays.copyOf(starts, n);
    }

    /** The moves of pushes [lo, hi) as they stand, with the walk to push hi (which a change before it may lengthen). */
    long segmentCost(int lo, int hi) {
        long moves = 0;
        for (int k = lo; k < hi; k++) {
            moves += walk[k] + 1;
        }
        return moves + (hi < count ? walk[hi] : 0);
    }

    /** The plan as LURD: shortest walks, then each push. */
    String spelled() {
        StringBuilder sb = new StringBuilder();
        position.load(null);
        int p = level.start().player();
        for (int k = 0; k < count; k++) {
            position.walkTo(p, behind(k), sb);
            sb.append(Character.toUpperCase(Direction.values()[dir[k]].letter()));
            position.push(box[k], dir[k]);
            p = box[k];
        }
        return sb.toString();
    }
}
