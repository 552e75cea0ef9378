package org.gridpuzzle.application.output;

import java.util.List;
import java.util.Objects;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Violation;

/**
 * An answer a command can save to a file: the file's extension decides how ({@code .svg}, {@code .png}: a
 * picture; otherwise the genre's own text format). {@link Text} is written as it is (a driver's JSON, say).
 */
public sealed interface Output {

    /** Text written as it is. */
    record Text(String text) implements Output {
        public Text {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * A Suguru grid on its puzzle: the puzzle's givens, and the grid's other numbers as filled in; broken rules marked.
     * An explanation's step marks the cells it decides ({@code targets}) and the cells that justify it ({@code because}).
     */
    record SuguruGrid(SuguruPuzzle puzzle, IntGrid grid, List<Violation> violations, List<Position> targets,
            List<Position> because, List<Long> candidates, List<Integer> struck) implements Output {
        /**
         * @param candidates pencil marks: each cell's candidates (bit {@code v - 1} for v), drawn in the cells the grid
         *     leaves empty; empty for none
         * @param struck values shown struck out in the target cells (a step's eliminations)
         */
        public SuguruGrid {
            violations = List.copyOf(violations);
            targets = List.copyOf(targets);
            because = List.copyOf(because);
            candidates = List.copyOf(candidates);
            struck = List.copyOf(struck);
        }

        public SuguruGrid(SuguruPuzzle puzzle, IntGrid grid, List<Violation> violations, List<Position> targets,
                List<Position> because) {
            this(puzzle, grid, violations, targets, because, List.of(), List.of());
        }

        public SuguruGrid(SuguruPuzzle puzzle, IntGrid grid, List<Violation> violations) {
            this(puzzle, grid, violations, List.of(), List.of());
        }
    }

    /**
     * An explanation, step by step: each step's cells, its reasons and the pencil marks it starts from (an animated
     * SVG, a filmstrip); saved as text it is the solved grid.
     */
    record SuguruSteps(SuguruPuzzle puzzle, List<HintStep> steps) implements Output {
        public SuguruSteps {
            steps = List.copyOf(steps);
        }

        /** The grid after the first {@code n} steps: the givens and the placements so far. */
        public IntGrid after(int n) {
            IntGrid grid = puzzle.givens();
            for (int i = 0; i < n; i++) {
                HintStep step = steps.get(i);
                if (step.placement()) {
                    grid = grid.with(puzzle.shape().index(step.targets().get(0)), step.values().get(0));
                }
            }
            return grid;
        }
    }

    /**
     * A Flood-It board.
     *
     * @param comment one line the board's text file starts with ({@code # ...}: how to make the board again), or null
     */
    record FloodItBoard(Board board, String comment) implements Output {

        public FloodItBoard {
            if (comment != null && (comment.contains("\n") || comment.contains("\r"))) {
                throw new IllegalArgumentException("a board's comment is one line");
            }
        }

        public FloodItBoard(Board board) {
            this(board, null);
        }
    }

    /** A Flood-It board and a sequence of moves played on it (Fixed: at the pivot). */
    record FloodItMoves(Board board, Mode mode, Position pivot, List<Move> moves) implements Output {
        public FloodItMoves {
            moves = List.copyOf(moves);
        }
    }

    /** A grid map with its end points, the path found (empty when none) and the cells marked reached. */
    record Reachability(GridMap map, Position from, Position to, List<Position> path, List<Position> component)
            implements Output {
        public Reachability {
            path = List.copyOf(path);
            component = List.copyOf(component);
        }
    }

    /** A Sokoban level and a LURD plan from its start (empty: the level alone). */
    record SokobanPlan(SokobanLevel level, String moves) implements Output {
    }

    /** A Snowman level and a LURD plan from its start (empty: the level alone). */
    record SnowmanPlan(SnowmanLevel level, String moves) implements Output {
    }
}

