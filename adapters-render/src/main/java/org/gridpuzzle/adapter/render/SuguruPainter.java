package org.gridpuzzle.adapter.render;

import java.util.HashSet;
import java.util.Set;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.grid.RegionMap;
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

    private SuguruPainter() {
    }

    static Scene scene(Output.SuguruGrid g) {
        GridShape shape = g.puzzle().shape();
        RegionMap regions = g.puzzle().regions();
        Cells cells = Cells.fit(shape.rows(), shape.cols());
        Set<Position> broken = new HashSet<>();
        for (Violation v : g.violations()) {
            broken.addAll(v.cells());
        }
        Set<Position> targets = new HashSet<>(g.targets());
        Set<Position> because = new HashSet<>(g.because());
        Drawing d = new Drawing();
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
            int value = given != 0 ? given : g.grid().get(i);
            if (value != 0) {
                d.text(cells.centreX(p.col()), cells.centreY(p.row()), String.valueOf(value), font,
                        given != 0 ? GIVEN : FILLED, given != 0);
            }
        }
        if (!g.candidates().isEmpty() && cells.size() >= 24) {
            pencilMarks(d, cells, g, targets);
        }
        return Scene.still(cells.width(shape.cols()), cells.height(shape.rows()), d);
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

