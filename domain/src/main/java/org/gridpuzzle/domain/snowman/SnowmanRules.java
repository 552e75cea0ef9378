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

    private static final SnowmanStep.Kind[] KINDS = SnowmanStep.Kind.values();

    private SnowmanRules() {
    }

    /**
     * The state after the agent moves in direction d, or null when the move is blocked.
     *
     * @param level the level
     * @param s the position before the move
     * @param d the direction
     * @return the position after the move, or null
     */
    public static SnowmanState moved(SnowmanLevel level, SnowmanState s, Direction d) {
        SnowmanStep step = step(level, s, d);
        return step.kind() == SnowmanStep.Kind.BLOCKED ? null : step.after();
    }

    /**
     * One move of the agent in direction d: what it does (walk, roll, stack, pop or blocked) and the state after it.
     *
     * @param level the level
     * @param s the position before the move
     * @param d the direction
     * @return the step; a blocked one keeps {@code s}
     */
    public static SnowmanStep step(SnowmanLevel level, SnowmanState s, Direction d) {
        int t = level.next(s.agent(), d);
        if (level.wall(t)) {
            return new SnowmanStep(SnowmanStep.Kind.BLOCKED, s);
        }
        int here = s.balls(t);
        if (here == 0) {
            return new SnowmanStep(SnowmanStep.Kind.WALK, s.withAgent(t));
        }
        int u = level.next(t, d);
        if (level.wall(u)) {
            return new SnowmanStep(SnowmanStep.Kind.BLOCKED, s);
        }
        int push = push(here, s.balls(u), s.snow(u));
        SnowmanStep.Kind kind = kindOf(push);
        if (kind == SnowmanStep.Kind.BLOCKED) {
            return new SnowmanStep(SnowmanStep.Kind.BLOCKED, s);
        }
        int[] balls = s.ballsCopy();
        boolean[] snow = s.snowCopy();
        balls[t] = leftOf(push);
        balls[u] = landedOf(push);
        snow[u] = false;
        return new SnowmanStep(kind, SnowmanState.owning(kind == SnowmanStep.Kind.POP ? s.agent() : t, balls, snow));
    }

    /**
     * Walking into the stack {@code here} towards a floor cell holding {@code there} (with snow or not): the kind of
     * move (roll, stack, pop or blocked) and the two stacks after it, packed in one int so that the search applies the
     * same rule to its own arrays without allocating. After any move that is not blocked the target has no snow.
     *
     * @param here the stack walked into, not 0
     * @param there the stack on the cell beyond, 0 for none
     * @param snowy whether the cell beyond has snow
     * @return the move packed: read it with {@link #kindOf}, {@link #leftOf} and {@link #landedOf}
     */
    public static int push(int here, int there, boolean snowy) {
        if (here == SnowmanLevel.SNOWMAN) {
            return pack(SnowmanStep.Kind.BLOCKED, here, there);
        }
        int top = Integer.lowestOneBit(here);
        if (here != top) {
            // a stack: only its top ball comes off, into a cell without balls
            return there != 0 ? pack(SnowmanStep.Kind.BLOCKED, here, there) : pack(SnowmanStep.Kind.POP, here & ~top, grow(top, snowy));
        }
        if (there == 0) {
            return pack(SnowmanStep.Kind.ROLL, 0, grow(top, snowy));
        }
        return Integer.lowestOneBit(there) > top ? pack(SnowmanStep.Kind.STACK, 0, there | top) : pack(SnowmanStep.Kind.BLOCKED, here, there);
    }

    /**
     * The kind of move a packed push is.
     *
     * @param push a move packed by {@link #push}
     * @return roll, stack, pop or blocked
     */
    public static SnowmanStep.Kind kindOf(int push) {
        return KINDS[push >>> 16];
    }

    /**
     * The stack left on the ball's cell.
     *
     * @param push a move packed by {@link #push}
     * @return a bitmask of sizes, 0 for none
     */
    public static int leftOf(int push) {
        return (push >>> 8) & 0xFF;
    }

    /**
     * The stack on the target cell.
     *
     * @param push a move packed by {@link #push}
     * @return a bitmask of sizes, 0 for none
     */
    public static int landedOf(int push) {
        return push & 0xFF;
    }

    private static int pack(SnowmanStep.Kind kind, int left, int landed) {
        return kind.ordinal() << 16 | left << 8 | landed;
    }

    private static int grow(int ball, boolean snow) {
        return snow ? Math.min(ball << 1, SnowmanLevel.LARGE) : ball;
    }
}
