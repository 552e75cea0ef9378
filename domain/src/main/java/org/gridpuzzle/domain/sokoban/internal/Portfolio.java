package org.gridpuzzle.domain.sokoban.internal;

import java.util.List;
import java.util.Locale;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.internal.Interleaved;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudget;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * The fast search after FESS: the same search in two feature spaces taking turns on the one core
 * ({@link Interleaved}); the first plan, or proof that none exists, ends them all.
 */
final class Portfolio {

    /**
     * The spaces, taking turns after FESS ({@link Schedule}): the two of the six that once took turns here which
     * together solve every XSokoban level the six solved after FESS and FESS alone did not (10, 13, 14, 21, 29, 30, 48,
     * 85 at 30 s each: pushes weighing 5 with the parking plan 13, 21, 85; box moves weighing 10 with room links 10,
     * 14, 29, 30, 48). At 60 s after FESS the two solve as many XSokoban levels as the six did (73 of 90 each, the same
     * machine and day, docs/planning.md).
     */
    static final List<FeatureSpace> SPACES = List.of(
            FeatureSpace.pushes(5).homeward().withParking(),
            FeatureSpace.boxMoves(10).withRoomLinks());

    private Portfolio() {
    }

    static SokobanSearch.Result run(SokobanRoom room, SearchOptions options, Limits limits) {
        return run(room, options, limits, SPACES, true);
    }

    /**
     * The same schedule over other spaces (trials of a space against the portfolio); with {@code share}, the spaces
     * learn corral deadlocks into one store (a sixteenth of the memory the room's tables leave, the rest shared out
     * among them).
     */
    static SokobanSearch.Result run(SokobanRoom room, SearchOptions options, Limits given, List<FeatureSpace> spaces,
            boolean share) {
        // one deadline for the plan below and the turns after it
        Limits limits = given.startingNow();
        long memory = limits.memoryOr(MemoryBudget.SEARCH_DEFAULT);
        // what the spaces share is found once, before the turns: a search finding it in its turn would hold the room
        // while the others wait for it, and a search waiting for its turn holding the room would stop them all
        Budget before = limits.start();
        for (FeatureSpace space : spaces) {
            if (space.parking()) {
                room.plans.parking(space.usesHomewardOrder(), before);
            } else {
                room.plans.order(space.usesHomewardOrder(), before);
            }
        }
        try {
            room.goalRooms(before);
        } catch (StoppedException e) {
            return PushSearch.stopped(e.reason().description() + " while finding the goal rooms");
        }
        // the room's tables are the spaces' in common: charged once, and the spaces share what is left
        long left = memory - room.bytes();
        if (left <= 0) {
            return PushSearch.stopped(String.format(Locale.ROOT, "memory budget of %d MiB reached by the room's tables",
                    Math.max(1, memory >> 20)));
        }
        CorralDeadlocks learned = share ? sharedStore(room, left / 16) : null;
        Limits rest = limits.withMemoryBudget(learned == null ? left : left - left / 16);
        List<Interleaved.Search<SokobanSearch.Result>> searches = spaces.stream()
                .<Interleaved.Search<SokobanSearch.Result>>map(space -> l -> PushSearch.inSpace(room, options, l, space,
                        learned, false))
                .toList();
        int[] slices = spaces.stream().mapToInt(FeatureSpace::slices).toArray();
        List<SokobanSearch.Result> answers = Interleaved.run(rest, searches, slices,
                r -> r.moves() != null || r.exhausted());
        SokobanSearch.Result r = answers.stream().reduce(Portfolio::either).orElseThrow();
        return learned == null ? r : new SokobanSearch.Result(r.moves(), r.pushes(), r.optimal(), r.lowerBound(),
                r.exhausted(), r.stopped(), r.states(), r.expanded(), r.bytes(), learned.cuts(), learned.patterns());
    }

    /** One deadlock store for the spaces, or null when the budget is too small for its tables (each keeps its own). */
    private static CorralDeadlocks sharedStore(SokobanRoom room, long bytes) {
        try {
            return CorralDeadlocks.shared(room, bytes);
        } catch (MemoryBudgetException e) {
            return null;
        }
    }

    /**
     * The answer of two fast searches (of more, taken pair by pair): a plan (the shorter of two), else a proof that
     * none exists, else what the limits left (the better bound); the work counted is both searches'.
     */
    private static SokobanSearch.Result either(SokobanSearch.Result a, SokobanSearch.Result b) {
        SokobanSearch.Result decided = a.moves() != null && (b.moves() == null || a.pushes() <= b.pushes()) ? a
                : b.moves() != null ? b : a.exhausted() ? a : b.exhausted() ? b : null;
        long states = a.states() + b.states();
        long expanded = a.expanded() + b.expanded();
        long bytes = a.bytes() + b.bytes();
        long cut = a.cut() + b.cut();
        int patterns = a.patterns() + b.patterns();
        int lower = Math.max(a.lowerBound(), b.lowerBound()); // each proved
        if (decided != null && decided.moves() != null) {
            boolean optimal = decided.optimal() || decided.pushes() <= lower;
            return new SokobanSearch.Result(decided.moves(), decided.pushes(), optimal,
                    optimal ? decided.pushes() : lower, false, null, states, expanded, bytes, cut, patterns);
        }
        if (decided != null) {
            return new SokobanSearch.Result(null, -1, false, decided.lowerBound(), true, null, states, expanded, bytes,
                    cut, patterns);
        }
        String stopped = a.stopped() != null ? a.stopped() : b.stopped();
        return new SokobanSearch.Result(null, -1, false, lower, false, stopped, states, expanded, bytes, cut, patterns);
    }
}
