package org.gridpuzzle.domain.sokoban.internal;

import java.util.function.UnaryOperator;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.domain.sokoban.internal.fess.FessEngine;
import org.gridpuzzle.domain.sokoban.internal.fess.FessGame;
import org.gridpuzzle.domain.sokoban.internal.fess.FessOptions;
import org.gridpuzzle.domain.sokoban.internal.fess.FessPath;
import org.gridpuzzle.domain.sokoban.internal.fess.FessResult;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * FESS alone, node for node: the packing plan found backwards ({@link PackingPlans#parking}), then
 * {@link FessEngine} on the forward game ({@link FessForward}) under {@link FessOptions}; the path found is written as
 * pushes and replayed ({@link PlanWriter}). {@link SokobanSearch.Result#expanded} is the engine's node count (the
 * paper's Table I counts), {@link SokobanSearch.Result#states} the positions made, dead ones included, and the lower
 * bound the start's assignment of boxes to goals by push distances (a plan that meets it is optimal).
 */
final class FessSearch {

    /** What a run did beyond its answer: the engine's result (null when it stopped before the engine ran). */
    record Run(SokobanSearch.Result result, FessResult fess) {
    }

    private FessSearch() {
    }

    /** FESS as published on the room, within the limits (a node limit counts the engine's nodes). */
    static SokobanSearch.Result solve(SokobanRoom room, Limits limits) {
        return run(room, limits, FessOptions.paper(), FessRules.draft()).result();
    }

    /** {@link #solve} with the engine's options and the game's rules, and the engine's own result. */
    static Run run(SokobanRoom room, Limits limits, FessOptions options, FessRules rules) {
        return run(room, limits, options, rules, UnaryOperator.identity());
    }

    /** {@link #run} on the game as {@code seen} shows it to the engine (the tests' mutations). */
    static Run run(SokobanRoom room, Limits limits, FessOptions options, FessRules rules,
            UnaryOperator<FessGame> seen) {
        Budget budget = limits.start();
        MemoryAccount memory = MemoryAccount.open("the FESS search",
                limits.memoryOr(SokobanSearch.DEFAULT_MEMORY));
        FessForward game;
        try {
            memory.take(room.bytes());
            PackingPlan plan = room.plans.parking(true, budget);
            if (!budget.check()) {
                return new Run(PushSearch.stopped(budget.stopReason().description() + " while finding the packing plan"),
                        null);
            }
            memory.take(Hotspots.bytes(room));
            Hotspots hotspots = Hotspots.of(room, () -> !budget.check());
            game = new FessForward(room, plan, hotspots, rules, memory);
        } catch (MemoryBudgetException e) {
            return new Run(PushSearch.stopped("memory budget reached while setting up"), null);
        } catch (StoppedException e) {
            return new Run(PushSearch.stopped(e.reason().description() + " while setting up"), null);
        }
        FessResult result = new FessEngine(seen.apply(game), options, memory).run(budget);
        long nodes = result.counts().nodes();
        long states = game.states().size();
        long cut = game.deadlocks().cuts();
        int patterns = game.deadlocks().patterns();
        if (result.solved()) {
            FessPath path = result.solution();
            int[] ids = new int[path.length()];
            int[] vias = new int[path.length()];
            for (int k = 0; k < ids.length; k++) {
                ids[k] = path.states()[k + 1];
                vias[k] = game.states().move(ids[k]);
            }
            GoalRooms none = GoalRooms.none(room.floors);
            PlanWriter.Plan plan = new PlanWriter(room, none, new BoxMoves(room, none), null)
                    .write(game.states(), ids, vias);
            return new Run(new SokobanSearch.Result(plan.moves(), plan.pushes(), plan.pushes() == game.startBound(),
                    game.startBound(), false, null, states, nodes, memory.used(), cut, patterns), result);
        }
        String stopped = result.stopped() == null ? null : result.stopped().description();
        return new Run(new SokobanSearch.Result(null, -1, false, game.startBound(), result.exhausted(), stopped, states,
                nodes, memory.used(), cut, patterns), result);
    }
}
