package org.gridpuzzle.domain.snowman;

import org.gridpuzzle.domain.grid.Direction;

/**
 * One step of the character (the paper's rules, Section 4.1):
 * <ul>
 *   <li><b>walk</b> onto a free floor cell;</li>
 *   <li><b>roll</b> a single ball one cell on into a free cell: on snow it grows one size (large stays large)
 *       and the snow is gone either way; the character takes the ball's cell;</li>
 *   <li><b>stack</b> a single ball onto a cell whose top ball is strictly larger (a ball cell has no snow,
 *       so it does not grow); the character takes the ball's cell;</li>
 *   <li><b>pop</b>: walking into a stack of two or three balls pushes its top ball one cell on, only into a
 *       cell without a ball (growing on snow like a roll); the character does not move. A stack never moves
 *       as a whole.</li>
 * </ul>
 * A finished snowman is final, as in the game: walking into it does nothing (the research tools do not
 * enforce this; no optimal plan needs to take a snowman apart).
 */
public final class SnowmanRules {

    public enum Kind {
        WALK, ROLL, STACK, POP, BLOCKED;

        /** Whether a ball moved (the unit of the ball-move counts). */
        public boolean movesBall() {
            return this == ROLL || this == STACK || this == POP;
        }
    }

    public record Step(Kind kind, SnowmanState after) {
    }

    private SnowmanRules() {
    }

    /** The state after the agent moves in direction d, or null when the move is blocked. */
    public static SnowmanState moved(SnowmanLevel level, SnowmanState s, Direction d) {
        Step step = step(level, s, d);
        return step.kind() == Kind.BLOCKED ? null : step.after();
    }

    public static Step step(SnowmanLevel level, SnowmanState s, Direction d) {
        int t = level.next(s.agent(), d);
        if (level.wall(t)) {
            return new Step(Kind.BLOCKED, s);
        }
        int here = s.balls(t);
        if (here == 0) {
            return new Step(Kind.WALK, s.withAgent(t));
        }
        int u = level.next(t, d);
        if (level.wall(u) || here == SnowmanLevel.SNOWMAN) {
            return new Step(Kind.BLOCKED, s);
        }
        int top = Integer.lowestOneBit(here);
        int there = s.balls(u);
        int[] balls = s.ballsCopy();
        boolean[] snow = s.snowCopy();
        if (here != top) {
            // A stack: only its top ball comes off, into a cell without balls.
            if (there != 0) {
                return new Step(Kind.BLOCKED, s);
            }
            balls[t] = here & ~top;
            balls[u] = grow(top, snow[u]);
            snow[u] = false;
            return new Step(Kind.POP, SnowmanState.owning(s.agent(), balls, snow));
        }
        if (there == 0) {
            balls[t] = 0;
            balls[u] = grow(top, snow[u]);
            snow[u] = false;
            return new Step(Kind.ROLL, SnowmanState.owning(t, balls, snow));
        }
        if (Integer.lowestOneBit(there) > top) {
            balls[t] = 0;
            balls[u] = there | top;
            return new Step(Kind.STACK, SnowmanState.owning(t, balls, snow));
        }
        return new Step(Kind.BLOCKED, s);
    }

    static int grow(int ball, boolean snow) {
        return snow ? Math.min(ball << 1, SnowmanLevel.LARGE) : ball;
    }
}
