package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.search.Limits;

/**
 * Shortens a plan's walking without adding a push, as the Sokoban optimisers do. For a fixed sequence of pushes the
 * walks between them are already shortest paths, so the walking saved comes from the pushes themselves:
 * <ul>
 *   <li>a run of pushes of one box (or the start or end of one) moved earlier or later in the plan, past pushes of
 *       other boxes, where the plan still plays and walks less ({@link RunRelocation});</li>
 *   <li>each run re-routed by the box's way of fewest pushes and then fewest moves ({@link RunRerouting}).</li>
 * </ul>
 * Both passes repeat until neither gains, the limits end them or they have done {@link PassWork#MAX_WORK} units of
 * work (a cell a walk visits, a push a candidate order holds or a replay plays); the clock and the cancel flag are
 * read every {@link PassWork#LOOK_EVERY} units. Every step keeps a plan that plays ({@link PlannedPushes}), so a run
 * stopped by the clock still answers with the best plan so far, never a worse one than it was given. The plan is
 * scored as (pushes, moves): never more pushes, and as many pushes only with fewer moves. Each change is played on the
 * working position ({@link WalkingPosition}); the plan returned is replayed by its caller ({@code PlanSearch}), which
 * keeps the plan it had when this one does not play.
 */
final class FewerMoves {

    /** The most the tables may take. */
    private static final long MAX_BYTES = 256L << 20;
    /** The most cells a replay of the whole plan may visit (pushes × cells): about 0.1 s. */
    private static final long MAX_REPLAY = 20_000_000;

    private FewerMoves() {
    }

    /**
     * The plan with fewer moves where the passes find them (never more pushes); the plan itself when nothing is gained,
     * when it does not play, or when its copies would not fit the memory budget.
     */
    static String of(SokobanLevel level, String moves, Limits limits) {
        SokobanReplayResult original = SokobanReplay.play(level, moves);
        if (!original.ok() || original.pushes() == 0 || !level.solved(original.state())) {
            return moves;
        }
        // the position before each push is kept, a box list each: sized before it is made; and each change is played
        // again, a walk per push, which must stay well under a second (the clock is read between walks, not in one)
        long bytes = 4L * original.pushes() * (level.start().boxCount() + 4) + 64L * level.cells();
        if (bytes > Math.min(limits.memory(), MAX_BYTES) || (long) original.pushes() * level.cells() > MAX_REPLAY) {
            return moves;
        }
        PassWork work = new PassWork(limits.start());
        WalkingPosition position = new WalkingPosition(level, work);
        PlannedPushes plan = PlannedPushes.read(moves, position, work);
        RunRelocation relocation = new RunRelocation(plan, position, work);
        RunRerouting rerouting = new RunRerouting(plan, position, work);
        boolean gained = true;
        while (gained && !work.stopped() && work.check()) {
            gained = relocation.pass();
            gained |= rerouting.pass();
        }
        // spelled with shortest walks, which a plan given with a detour gains from even when its pushes stay; every
        // change was played push by push on the working position, and the caller replays the answer once more
        // (PlanSearch, for every game)
        String shorter = plan.spelled();
        return plan.count < original.pushes() || plan.count == original.pushes() && shorter.length() < moves.length()
                ? shorter : moves;
    }
}
