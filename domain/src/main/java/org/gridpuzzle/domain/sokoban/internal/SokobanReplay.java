package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanStep;
import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import org.gridpuzzle.domain.grid.Direction;

/**
 * Plays a LURD string: lower case walks onto a free cell, upper case pushes the box ahead onto a free cell
 * (the standard notation, checked strictly: a letter in the wrong case is an error), and says where it fails.
 */
public final class SokobanReplay {

    private SokobanReplay() {
    }

    /** The state after the agent moves in direction d, or null when the move is blocked. */
    public static SokobanState moved(SokobanLevel level, SokobanState s, Direction d) {
        SokobanStep step = step(level, s, d);
        return step.kind() == SokobanStep.Kind.BLOCKED ? null : step.after();
    }

    public static SokobanStep step(SokobanLevel level, SokobanState s, Direction d) {
        int t = level.next(s.player(), d);
        if (level.wall(t)) {
            return new SokobanStep(SokobanStep.Kind.BLOCKED, s);
        }
        if (!s.box(t)) {
            return new SokobanStep(SokobanStep.Kind.WALK, s.withPlayer(t));
        }
        int u = level.next(t, d);
        if (level.wall(u) || s.box(u)) {
            return new SokobanStep(SokobanStep.Kind.BLOCKED, s);
        }
        boolean[] boxes = s.boxesCopy();
        boxes[t] = false;
        boxes[u] = true;
        return new SokobanStep(SokobanStep.Kind.PUSH, SokobanState.owning(t, boxes));
    }

    public static SokobanReplayResult play(SokobanLevel level, String moves) {
        SokobanState s = level.start();
        int pushes = 0;
        for (int i = 0; i < moves.length(); i++) {
            char c = moves.charAt(i);
            Direction d = Direction.of(c);
            if (d == null) {
                return new SokobanReplayResult(s, i, pushes, "'" + c + "' is not a move (use l, u, r, d; upper case to push)", i + 1);
            }
            SokobanStep step = step(level, s, d);
            if (step.kind() == SokobanStep.Kind.BLOCKED) {
                return new SokobanReplayResult(s, i, pushes, "the player cannot move " + d.name().toLowerCase() + " from "
                        + level.position(s.player()), i + 1);
            }
            boolean push = step.kind() == SokobanStep.Kind.PUSH;
            if (push != Character.isUpperCase(c)) {
                return new SokobanReplayResult(s, i, pushes, "'" + c + "' " + (push ? "pushes a box: write it in upper case"
                        : "pushes nothing: write it in lower case"), i + 1);
            }
            pushes += push ? 1 : 0;
            s = step.after();
        }
        return new SokobanReplayResult(s, moves.length(), pushes, null, 0);
    }
}
