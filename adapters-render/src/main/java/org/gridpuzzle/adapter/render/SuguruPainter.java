package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Violation;

/**
 * A Suguru grid: thin lines between cells, thick ones around regions, givens in bold black, filled numbers in blue,
 * the cells of every broken rule on a red ground; a step's decided cells on amber and the cells behind it on pale blue.
 */
final class SuguruPainter {

    static final String VIOLATION = "#F6C6C6";
    static final String FILLED = "#1F5FBF";
    static final String GIVEN = "#111111";
    static final String TARGET = "#FFD98A";
    static final String BECAUSE = "#D4E6F7";
    static final String PENCIL = "#555555";
    static final String STRUCK = "#C0392B";
    static final String TARGET_LINE = "#E69F00";
    static final String BECAUSE_LINE = "#56B4E9";

    private SuguruPainter() {
    }

    static Scene scene(Output.SuguruGrid g) {
        return scene(g, Drawing.Maker.KEEP);
    }

    static Scene scene(Output.SuguruGrid g, Drawing.Maker maker) {
        GridShape shape = g.puzzle().shape();
        Cells cells = Cells.fit(shape.rows(), shape.cols());
        Drawing d = drawing(maker.drawing(), g, cells, new HashSet<>(g.targets()), new HashSet<>(g.because()));
        if (!g.candidates().isEmpty() && cells.size() >= 24) {
            pencilMarks(d, cells, g, new HashSet<>(g.targets()));
        }
        return Scene.still(cells.width(shape.cols()), cells.height(shape.rows()), d);
    }

    /** The grid: grounds (broken rules, a step's cells and reasons), lines, region borders and numbers. */
    private static Drawing drawing(Drawing d, Output.SuguruGrid g, Cells cells, Set<Position> targets,
            Set<Position> because) {
        GridShape shape = g.puzzle().shape();
        RegionMap regions = g.puzzle().regions();
        Set<Position> broken = new HashSet<>();
        for (Violation v : g.violations()) {
            broken.addAll(v.cells());
        }
        for (int i = 0; i < shape.size(); i++) {
            Position p = shape.position(i);
            String ground = broken.contains(p) ? VIOLATION : targets.contains(p) ? TARGET : because.contains(p) ? BECAUSE
                    : "#FFFFFF";
            d.rect(cells.x(p.col()), cells.y(p.row()), cells.size(), cells.size(), ground);
        }
        for (int r = 0; r <= shape.rows(); r++) {
            d.line(cells.x(0), cells.y(r), cells.x(shape.cols()), cells.y(r), "#BBBBBB", 1);
        }
        for (int c = 0; c <= shape.cols(); c++) {
            d.line(cells.x(c), cells.y(0), cells.x(c), cells.y(shape.rows()), "#BBBBBB", 1);
        }
        borders(d, cells, shape, regions);
        int font = cells.font();
        for (int i = 0; font > 0 && i < shape.size(); i++) {
            Position p = shape.position(i);
            int given = g.puzzle().givens().get(i);
            int filled = g.grid().get(i);
            // the grid's own number, so a given a solution changed shows what the solution says (in red)
            int value = filled != 0 ? filled : given;
            if (value != 0) {
                d.text(cells.centreX(p.col()), cells.centreY(p.row()), String.valueOf(value), font,
                        given == 0 ? FILLED : value == given ? GIVEN : STRUCK, given != 0);
            }
        }
        return d;
    }

    /**
     * An explanation as a sequence: the grid, its lines, regions and givens drawn once; each step's frame marks its
     * cells (amber outline) and its reasons (blue outline), shows the numbers placed so far and the pencil marks the
     * step starts from, with what it removes struck out; captioned with the step and its technique.
     */
    static Scene scene(Output.SuguruSteps s) {
        return scene(s, Drawing.Maker.KEEP);
    }

    /** The same, its drawings made by {@code maker} (counted, to size it first). */
    static Scene scene(Output.SuguruSteps s, Drawing.Maker maker) {
        SuguruPuzzle puzzle = s.puzzle();
        GridShape shape = puzzle.shape();
        Cells cells = Cells.fit(shape.rows(), shape.cols());
        Drawing background = drawing(maker.drawing(), new Output.SuguruGrid(puzzle, puzzle.givens(), List.of()), cells,
                Set.of(), Set.of());
        List<Scene.Frame> frames = new ArrayList<>();
        int n = s.steps().size();
        int inset = Math.max(2, cells.size() / 12);
        IntGrid grid = puzzle.givens();
        for (int i = 0; i < n; i++) {
            HintStep step = s.steps().get(i);
            Drawing d = maker.drawing();
            outline(d, cells, step.because(), inset, BECAUSE_LINE, Math.max(2, inset));
            outline(d, cells, step.targets(), inset, TARGET_LINE, Math.max(2, inset + 1));
            if (step.placement()) {
                grid = grid.with(shape.index(step.targets().get(0)), step.values().get(0));
            }
            Output.SuguruGrid g = new Output.SuguruGrid(puzzle, grid, List.of(), step.targets(), step.because(),
                    step.candidates(), step.placement() ? List.of() : step.values());
            int font = cells.font();
            for (int c = 0; font > 0 && c < shape.size(); c++) {
                if (puzzle.givens().get(c) == 0 && grid.get(c) != 0) {
                    Position p = shape.position(c);
                    d.text(cells.centreX(p.col()), cells.centreY(p.row()), String.valueOf(grid.get(c)), font, FILLED,
                            false);
                }
            }
            if (!g.candidates().isEmpty() && cells.size() >= 24) {
                pencilMarks(d, cells, g, new HashSet<>(step.targets()));
            }
            frames.add(new Scene.Frame(d, "step " + (i + 1) + "/" + n + ": " + step.technique().label(),
                    step.placement()));
        }
        if (frames.isEmpty()) {
            return Scene.still(cells.width(shape.cols()), cells.height(shape.rows()), background);
        }
        return new Scene(cells.width(shape.cols()), cells.height(shape.rows()), background, frames, 1.2);
    }

    /** A frame drawn inside each of these cells, {@code inset} from its edges. */
    private static void outline(Drawing d, Cells cells, List<Position> at, int inset, String colour, int width) {
        for (Position p : at) {
            d.rect(cells.x(p.col()) + inset, cells.y(p.row()) + inset, cells.size() - 2 * inset,
                    cells.size() - 2 * inset, null, colour, width);
        }
    }

    /**
     * Candidates as small digits in a 3×3 layout in every empty cell (1 at the top left, as on paper); in a step's
     * target cells the values it removes are red and struck out, as explainers such as SudokuWiki show them.
     */
    private static void pencilMarks(Drawing d, Cells cells, Output.SuguruGrid g, Set<Position> targets) {
        GridShape shape = g.puzzle().shape();
        int third = cells.size() / 3;
        int font = Math.max(7, cells.size() * 9 / 40);
        for (int i = 0; i < shape.size(); i++) {
            if (g.puzzle().givens().get(i) != 0 || g.grid().get(i) != 0) {
                continue;
            }
            Position p = shape.position(i);
            long marks = g.candidates().get(i);
            for (int v = 1; v <= 9 && v <= Long.SIZE; v++) {
                if ((marks >>> (v - 1) & 1) == 0) {
                    continue;
                }
                int x = cells.x(p.col()) + third * ((v - 1) % 3) + third / 2;
                int y = cells.y(p.row()) + third * ((v - 1) / 3) + third / 2;
                boolean struck = targets.contains(p) && g.struck().contains(v);
                d.text(x, y, String.valueOf(v), font, struck ? STRUCK : PENCIL, struck);
                if (struck) {
                    d.line(x - third / 2 + 1, y + third / 2 - 1, x + third / 2 - 1, y - third / 2 + 1, STRUCK, 2);
                }
            }
        }
    }

    /** Thick lines on the grid's edge and between cells of different regions. */
    private static void borders(Drawing d, Cells cells, GridShape shape, RegionMap regions) {
        int w = Math.max(2, cells.size() / 12);
        for (int r = 0; r < shape.rows(); r++) {
            for (int c = 0; c < shape.cols(); c++) {
                int region = regions.regionOf(r, c);
                if (r == 0 || regions.regionOf(r - 1, c) != region) {
                    d.line(cells.x(c), cells.y(r), cells.x(c + 1), cells.y(r), GIVEN, w);
                }
                if (c == 0 || regions.regionOf(r, c - 1) != region) {
                    d.line(cells.x(c), cells.y(r), cells.x(c), cells.y(r + 1), GIVEN, w);
                }
                if (r == shape.rows() - 1) {
                    d.line(cells.x(c), cells.y(r + 1), cells.x(c + 1), cells.y(r + 1), GIVEN, w);
                }
                if (c == shape.cols() - 1) {
                    d.line(cells.x(c + 1), cells.y(r), cells.x(c + 1), cells.y(r + 1), GIVEN, w);
                }
            }
        }
    }
}

