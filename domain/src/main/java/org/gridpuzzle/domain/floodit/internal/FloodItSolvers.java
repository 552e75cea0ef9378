package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.FloodItAnswer;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.FloodItAlgorithm;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.internal.path.FreePathSolver;
import org.gridpuzzle.domain.floodit.internal.twocolour.TwoColourSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.FixedTwoRowSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.FreeTwoRowSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.TwoRowView;
import org.gridpuzzle.domain.search.internal.BoundsListener;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StopReason;

/** Runs the algorithm of an {@link AlgorithmChoice} on a board and returns its answer in board moves. */
public final class FloodItSolvers {

    /** The beam of Fixed's anytime search on boards beyond {@link AlgorithmChoice#FIXED_BEAM_COMPONENTS}. */
    private static final int LARGE_BOARD_BEAM = 50;
    /** ... and its part of a time limit there. */
    private static final int LARGE_BOARD_BEAM_SHARE = 10;

    private FloodItSolvers() {
    }

    /**
     * @param pivot the pivot vertex (Fixed; ignored in Free mode)
     * @param beamWidth the width of {@link FloodItAlgorithm#BEAM}
     */
    public static FloodItAnswer solve(Board board, Mode mode, int pivot, AlgorithmChoice choice, int beamWidth,
            Limits limits) {
        return solve(board, mode, pivot, choice, beamWidth, limits, BoundsListener.NONE);
    }

    /**
     * @param listener hears the exact searches' progress (their bound and best length so far); they are anytime: a
     *     limit leaves the best sequence found with its bound
     */
    public static FloodItAnswer solve(Board board, Mode mode, int pivot, AlgorithmChoice choice, int beamWidth,
            Limits limits, BoundsListener listener) {
        int bound = board.coloursPresent() - 1; // a move removes at most one colour, in either mode
        if (!board.graphFits(limits)) {
            // sized before it is built: a board whose graph cannot fit gets the bound that needs none
            return new FloodItAnswer(List.of(), bound, false, StopReason.MEMORY_LIMIT);
        }
        FloodItAnswer a = mode == Mode.FIXED ? fixed(board, pivot, choice, beamWidth, limits, listener)
                : free(board, choice, limits, listener);
        return a.lowerBound() >= bound || a.optimal() ? a
                : new FloodItAnswer(a.moves(), bound, false, a.stopped());
    }

    private static FloodItAnswer fixed(Board board, int pivot, AlgorithmChoice choice, int beamWidth, Limits limits,
            BoundsListener listener) {
        ColouredGraph g = board.graph();
        if (choice.algorithm() == FloodItAlgorithm.TWO_ROW) {
            TwoRowView view = TwoRowView.of(g, board.shape().rows(), board.shape().cols());
            Optional<List<Integer>> colours = new FixedTwoRowSolver().solve(view.board(), view.cell(pivot), limits);
            return colours.map(cs -> new FloodItAnswer(atPivot(pivot, cs), cs.size(), true, null))
                    .orElseGet(() -> stopped(0, limits));
        }
        FixedSolution s = switch (choice.algorithm()) {
            case SEARCH -> anytime(g, beamWidth).solve(g, pivot, limits, listener);
            case BEAM -> beamOrGreedy(g, pivot, beamWidth, limits);
            case GREEDY -> fixedGreedy(g, pivot, limits);
            default -> throw new IllegalArgumentException(choice.algorithm() + " has no Fixed version");
        };
        return new FloodItAnswer(atPivot(pivot, s.colours()), s.lowerBound(),
                s.found() && (choice.algorithm().exact() || s.optimal()), s.stopped());
    }

    /**
     * The heuristic's beam; when its memory budget refuses it before an answer, the greedy player's sequence (its
     * component graph takes a fraction of the beam's states) as the best so far, still stopped by the budget.
     */
    private static FixedSolution beamOrGreedy(ColouredGraph g, int pivot, int beamWidth, Limits limits) {
        Limits run = limits.startingNow(); // the beam and the greedy after it keep one deadline
        FixedSolution beam;
        try {
            beam = new FixedBeamSolver(beamWidth).solve(g, pivot, run);
        } catch (MemoryBudgetException e) {
            beam = new FixedSolution(List.of(), false, 0, 0, 0, StopReason.MEMORY_LIMIT);
        }
        if (beam.stopped() != StopReason.MEMORY_LIMIT || !beam.colours().isEmpty()) {
            return beam;
        }
        FixedSolution greedy = fixedGreedy(g, pivot, run);
        if (greedy.found() && greedy.optimal()) {
            return greedy; // as short as its bound: proved, whatever the beam would have found
        }
        return new FixedSolution(greedy.found() ? greedy.colours() : List.of(), false,
                Math.max(beam.lowerBound(), greedy.lowerBound()), beam.expanded() + greedy.expanded(),
                beam.nanos() + greedy.nanos(), StopReason.MEMORY_LIMIT);
    }

    /**
     * The Fixed greedy player, or no answer with the memory stop when the budget refuses its component graph (it
     * can take more than the board's graph, which was sized: about 48 bytes a component and 24 an edge slot).
     */
    private static FixedSolution fixedGreedy(ColouredGraph g, int pivot, Limits limits) {
        try {
            return new FixedGreedySolver().solve(g, pivot, limits);
        } catch (MemoryBudgetException e) {
            return new FixedSolution(List.of(), false, 0, 0, 0, StopReason.MEMORY_LIMIT);
        }
    }

    /**
     * Fixed's anytime search: on boards where {@code --heuristic} plays the beam, that beam (its width, to its end)
     * before the proof, so the answer is never longer than the heuristic's; beyond them, where the heuristic is the
     * greedy player, a narrower beam with a tenth of the time (at width 200 it would take minutes).
     */
    private static FixedAnytimeSolver anytime(ColouredGraph g, int beamWidth) {
        return g.contract().graph().vertexCount() <= AlgorithmChoice.FIXED_BEAM_COMPONENTS
                ? new FixedAnytimeSolver(beamWidth, 1) : new FixedAnytimeSolver(LARGE_BOARD_BEAM, LARGE_BOARD_BEAM_SHARE);
    }

    private static FloodItAnswer free(Board board, AlgorithmChoice choice, Limits limits, BoundsListener listener) {
        ColouredGraph g = board.graph();
        int bound = g.coloursPresent() - 1;
        if (choice.algorithm() == FloodItAlgorithm.SEARCH) {
            // anytime: stopped by a limit, it still has the best sequence so far and a proved bound
            Limits run = limits.startingNow(); // the heuristic's, the seed's and the search's time are one run's
            // the heuristic's answer first (milliseconds), so that the Fixed seed, which may take the whole limit,
            // never leaves a longer answer than --heuristic's
            FreeSolution heuristic;
            try {
                heuristic = new FreeGreedySolver().solve(g, run).orElse(null);
            } catch (MemoryBudgetException e) {
                heuristic = null; // its component graph refused: no heuristic, the seed and the search may fit
            }
            if (heuristic != null) {
                listener.bounds(bound, heuristic.length(), 0);
            }
            int heuristicLength = heuristic == null ? Integer.MAX_VALUE : heuristic.length();
            // Fixed's bounds are not Free's: while the seed runs, the progress shows its length beside Free's bound
            FreeSolution seed = shorter(heuristic, fixedSeed(g, run, (fixedBound, length, nodes) -> {
                if (length >= 0) {
                    listener.bounds(bound, Math.min(length, heuristicLength), nodes);
                }
            }));
            FreeAnytimeResult r = new FreeAnytimeSolver().solve(g, run, listener, seed);
            // proved: the usual bound beside the optimum, as for the other exact algorithms; stopped: the proved one
            return new FloodItAnswer(r.best() == null ? List.of() : r.best().moves(),
                    r.optimal() ? bound : Math.max(bound, r.lowerBound()), r.optimal(), r.stopped());
        }
        Optional<FreeSolution> s;
        try {
            s = switch (choice.algorithm()) {
                case PATH -> Optional.of(shortest(new FreePathSolver().solveAll(g.colours(), g.palette())));
                case TWO_COLOUR -> Optional.of(twoColour(g));
                case TWO_ROW -> twoRow(board, limits);
                case SEARCH -> throw new IllegalStateException("handled above");
                case GREEDY -> new FreeGreedySolver().solve(g, limits);
                case BEAM -> throw new IllegalArgumentException("beam search is a Fixed heuristic");
            };
        } catch (MemoryBudgetException e) {
            // the greedy's component graph can take more than the board's graph, which was sized: the colour bound
            return new FloodItAnswer(List.of(), bound, false, StopReason.MEMORY_LIMIT);
        }
        if (s.isEmpty()) {
            return stopped(bound, limits);
        }
        boolean optimal = choice.algorithm().exact() || s.get().length() == bound;
        return new FloodItAnswer(s.get().moves(), bound, optimal, null);
    }

    /**
     * Fixed's answer at the top-left cell as a Free sequence to start from, so that Free never answers longer than
     * Fixed at the same limits: Fixed's anytime search under the same limits, which it leaves as soon as it has proved
     * its optimum (a 26x26 six-colour board: 1.4 s for 33 moves, where a quarter of a 4 s limit had left Free at 38),
     * the Free search taking what is left.
     */
    private static FreeSolution fixedSeed(ColouredGraph g, Limits limits, BoundsListener listener) {
        FixedSolution fixed = new FixedAnytimeSolver().solve(g, 0, limits, listener);
        if (fixed.colours().isEmpty()) { // a stopped search has its best sequence too (found() is "not stopped")
            return null;
        }
        return new FreeSolution(fixed.colours().get(fixed.colours().size() - 1), atPivot(0, fixed.colours()));
    }

    /** The shorter of two sequences, either of which may be missing (null). */
    private static FreeSolution shorter(FreeSolution a, FreeSolution b) {
        return a == null ? b : b == null || a.length() <= b.length() ? a : b;
    }

    private static List<Move> atPivot(int pivot, List<Integer> colours) {
        List<Move> moves = new ArrayList<>(colours.size());
        colours.forEach(c -> moves.add(new Move(pivot, c)));
        return moves;
    }

    /** A solver that returned nothing was stopped by one of its limits: name the one that applies. */
    private static FloodItAnswer stopped(int lowerBound, Limits limits) {
        StopReason why = limits.cancelled().getAsBoolean() ? StopReason.CANCELLED
                : limits.timeLeft() != null ? StopReason.TIME_LIMIT : StopReason.NODE_LIMIT;
        return new FloodItAnswer(List.of(), lowerBound, false, why);
    }

    private static Optional<FreeSolution> twoRow(Board board, Limits limits) {
        TwoRowView view = TwoRowView.of(board.graph(), board.shape().rows(), board.shape().cols());
        List<FreeSolution> all = new FreeTwoRowSolver().solveAll(view.board(), limits);
        if (all.isEmpty()) {
            return Optional.empty();
        }
        FreeSolution best = shortest(all);
        List<Move> moves = new ArrayList<>();
        best.moves().forEach(m -> moves.add(new Move(view.vertex(m.vertex()), m.colour())));
        return Optional.of(new FreeSolution(best.colour(), moves));
    }

    /**
     * Two colours present: renumbered 0 and 1 for the solver. A colour absent from the board is never a
     * better target (the tests check m(G) against breadth-first search over the whole palette).
     */
    private static FreeSolution twoColour(ColouredGraph g) {
        int[] original = new int[2];
        int[] colours = g.colours();
        original[0] = colours[0];
        for (int c : colours) {
            if (c != original[0]) {
                original[1] = c;
            }
        }
        int[] renumbered = new int[colours.length];
        for (int v = 0; v < colours.length; v++) {
            renumbered[v] = colours[v] == original[0] ? 0 : 1;
        }
        FreeSolution best = shortest(new TwoColourSolver().solveAll(new ColouredGraph(g.graph(), renumbered, 2)));
        List<Move> moves = new ArrayList<>();
        best.moves().forEach(m -> moves.add(new Move(m.vertex(), original[m.colour()])));
        return new FreeSolution(original[best.colour()], moves);
    }

    private static FreeSolution shortest(List<FreeSolution> all) {
        return all.stream().min(Comparator.comparingInt(FreeSolution::length)).orElseThrow();
    }
}
