package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanStep;
import org.gridpuzzle.domain.snowman.SnowmanReplayResult;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.grid.Direction;

/**
 * Plays a LURD move string and says where it fails. Letters may be all lower case, all upper case, or
 * mixed; when mixed, upper case must be exactly the steps that move a ball (the output convention).
 * A step into a wall or an immovable ball is an error, not a silent no-op: a plan must be exact.
 */
public final class SnowmanReplay {

    private SnowmanReplay() {
    }

    public static SnowmanReplayResult play(SnowmanLevel level, String moves) {
        boolean mixed = !moves.equals(moves.toLowerCase()) && !moves.equals(moves.toUpperCase());
        SnowmanState s = level.start();
        int ballMoves = 0;
        for (int i = 0; i < moves.length(); i++) {
            char c = moves.charAt(i);
            Direction d = Direction.of(c);
            if (d == null) {
                return new SnowmanReplayResult(s, i, ballMoves, "'" + c + "' is not a move (use l, u, r, d)", i + 1);
            }
            SnowmanStep step = SnowmanRules.step(level, s, d);
            if (step.kind() == SnowmanStep.Kind.BLOCKED) {
                return new SnowmanReplayResult(s, i, ballMoves, "the character cannot move " + d.name().toLowerCase()
                        + " from " + level.position(s.agent()), i + 1);
            }
            if (mixed && Character.isUpperCase(c) != step.kind().movesBall()) {
                return new SnowmanReplayResult(s, i, ballMoves, "'" + c + "' is written as a " + (Character.isUpperCase(c)
                        ? "ball move but only walks" : "walk but moves a ball (" + step.kind().name().toLowerCase() + ")"),
                        i + 1);
            }
            if (step.kind().movesBall()) {
                ballMoves++;
            }
            s = step.after();
        }
        return new SnowmanReplayResult(s, moves.length(), ballMoves, null, 0);
    }

    /** Whether every ball stands in a finished snowman. */
    public static boolean solved(SnowmanLevel level, SnowmanState s) {
        return s.snowmenBuilt() == level.snowmen();
    }
}
