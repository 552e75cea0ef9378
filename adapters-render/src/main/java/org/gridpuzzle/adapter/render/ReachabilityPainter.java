package org.gridpuzzle.adapter.render;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;

/** A grid map: walls dark, the reached component light blue, the path in orange with a line through it, S and T. */
final class ReachabilityPainter {

    static final String WALL = "#333333";
    static final String COMPONENT = "#CFE3FF";
    static final String PATH = "#E69F00";

    private ReachabilityPainter() {
    }

    static Scene scene(Output.Reachability r) {
        return scene(r, Drawing.Maker.KEEP);
    }

    static Scene scene(Output.Reachability r, Drawing.Maker maker) {
        GridShape shape = r.map().shape();
        Cells cells = Cells.fit(shape.rows(), shape.cols());
        Set<Position> path = new HashSet<>(r.path());
        Set<Position> component = new HashSet<>(r.component());
        Drawing d = maker.drawing();
        for (int i = 0; i < shape.size(); i++) {
            Position p = shape.position(i);
            String fill = !r.map().isOpen(p) ? WALL : path.contains(p) ? PATH : component.contains(p) ? COMPONENT : "#FFFFFF";
            d.rect(cells.x(p.col()), cells.y(p.row()), cells.size(), cells.size(), fill, "#DDDDDD", 1);
        }
        List<Position> steps = r.path();
        for (int k = 1; k < steps.size(); k++) {
            Position a = steps.get(k - 1);
            Position b = steps.get(k);
            d.line(cells.centreX(a.col()), cells.centreY(a.row()), cells.centreX(b.col()), cells.centreY(b.row()), "#7A4A00",
                    Math.max(1, cells.size() / 8));
        }
        mark(d, cells, r.from(), "S");
        mark(d, cells, r.to(), "T");
        return Scene.still(cells.width(shape.cols()), cells.height(shape.rows()), d);
    }

    private static void mark(Drawing d, Cells cells, Position p, String label) {
        if (p == null) {
            return;
        }
        d.circle(cells.centreX(p.col()), cells.centreY(p.row()), cells.size() * 2 / 5, "#0072B2", "#FFFFFF", 1);
        if (cells.font() > 0) {
            d.text(cells.centreX(p.col()), cells.centreY(p.row()), label, cells.font(), "#FFFFFF", true);
        }
    }
}

