package org.gridpuzzle.domain.snowman;

import java.util.Arrays;

/** Where the character stands, the ball stacks per cell, and which cells still have snow. Immutable. */
public final class SnowmanState {

    private final int agent;
    private final int[] balls;
    private final boolean[] snow;

    /**
     * A position; the arrays, one entry per cell, are copied.
     *
     * @param agent the character's cell
     * @param balls the stack on each cell, a bitmask of sizes ({@link SnowmanLevel#SMALL} and so on); 0 for none
     * @param snow which cells have snow
     */
    public SnowmanState(int agent, int[] balls, boolean[] snow) {
        this(agent, balls.clone(), snow.clone(), true);
    }

    /** Takes the arrays as they are (callers hand over fresh copies). */
    private SnowmanState(int agent, int[] balls, boolean[] snow, boolean owned) {
        this.agent = agent;
        this.balls = balls;
        this.snow = snow;
    }

    static SnowmanState owning(int agent, int[] balls, boolean[] snow) {
        return new SnowmanState(agent, balls, snow, true);
    }

    /**
     * The same balls and snow with the character on another cell (the arrays are shared: both are immutable).
     *
     * @param cell the character's new cell
     * @return the new position
     */
    public SnowmanState withAgent(int cell) {
        return new SnowmanState(cell, balls, snow, true);
    }

    /**
     * Where the character stands.
     *
     * @return the character's cell
     */
    public int agent() {
        return agent;
    }

    /**
     * The stack on a cell: a bitmask of 1 (small), 2 (medium), 4 (large); 0 for none.
     *
     * @param cell a cell, row * cols + column
     * @return the stack
     */
    public int balls(int cell) {
        return balls[cell];
    }

    /**
     * Whether a cell still has snow.
     *
     * @param cell a cell, row * cols + column
     * @return true for snow
     */
    public boolean snow(int cell) {
        return snow[cell];
    }

    /**
     * The balls on the grid.
     *
     * @return the balls, each ball of a stack counted
     */
    public int ballCount() {
        int n = 0;
        for (int b : balls) {
            n += Integer.bitCount(b);
        }
        return n;
    }

    /**
     * The snowmen finished.
     *
     * @return the cells holding all three sizes
     */
    public int snowmenBuilt() {
        int n = 0;
        for (int b : balls) {
            if (b == SnowmanLevel.SNOWMAN) {
                n++;
            }
        }
        return n;
    }

    int[] ballsCopy() {
        return balls.clone();
    }

    boolean[] snowCopy() {
        return snow.clone();
    }

    /** Positions are values: the same character cell, stacks and snow. */
    @Override
    public boolean equals(Object o) {
        return o instanceof SnowmanState s && s.agent == agent && Arrays.equals(s.balls, balls)
                && Arrays.equals(s.snow, snow);
    }

    @Override
    public int hashCode() {
        return (agent * 31 + Arrays.hashCode(balls)) * 31 + Arrays.hashCode(snow);
    }
}
