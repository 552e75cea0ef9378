package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.FloodFill;
import org.gridpuzzle.domain.grid.Graph;
import org.gridpuzzle.domain.grid.GridShape;

/**
 * A Flood-It board, every cell in its colour with its colour's symbol; a move sequence as one frame per position,
 * captioned with the move number, the flood region (Fixed: the pivot's component; Free: the last move's) outlined.
 */
final class FloodItPainter {

    static final String OUTLINE = "#111111";

    private FloodItPainter() {
    }

    static Scene scene(Output.FloodItBoard b) {
        return scene(b, Drawing.Maker.KEEP);
    }

    static Scene scene(Output.FloodItBoard b, Drawing.Maker maker) {
        Board board = b.board();
        Cells cells = Cells.fit(board.shape().rows(), board.shape().cols());
        Drawing d = maker.drawing();
        paint(d, cells, board.shape(), board.colours().toArray(), null);
        return Scene.still(cells.width(board.shape().cols()), cells.height(board.shape().rows()), d);
    }

    static Scene scene(Output.FloodItMoves m) {
        return scene(m, Drawing.Maker.KEEP);
    }

    /** Every frame the whole board: sized by counting ({@code maker}) before it is kept. */
    static Scene scene(Output.FloodItMoves m, Drawing.Maker maker) {
        Board board = m.board();
        GridShape shape = board.shape();
        Graph graph = board.graph().graph();
        Cells cells = Cells.fit(shape.rows(), shape.cols());
        int pivot = m.pivot() == null ? 0 : shape.index(m.pivot());
        int[] colours = board.colours().toArray();
        List<Scene.Frame> frames = new ArrayList<>();
        int n = m.moves().size();
        frames.add(frame(maker, cells, shape, colours, m.mode() == Mode.FIXED ? region(graph, colours, pivot) : null,
                "start: " + distinct(colours) + " colours"));
        for (int k = 0; k < n; k++) {
            Move move = m.moves().get(k);
            int at = m.mode() == Mode.FIXED ? pivot : move.vertex();
            colours = FloodFill.fill(graph, colours, at, move.colour());
            frames.add(frame(maker, cells, shape, colours, region(graph, colours, at), "move " + (k + 1) + "/" + n + ": "
                    + Palette.symbol(move.colour()) + (m.mode() == Mode.FREE ? " at " + shape.position(at).label() : "")));
        }
        return new Scene(cells.width(shape.cols()), cells.height(shape.rows()), maker.drawing(), frames, 0.6);
    }

    private static Scene.Frame frame(Drawing.Maker maker, Cells cells, GridShape shape, int[] colours, boolean[] region,
            String caption) {
        Drawing d = maker.drawing();
        paint(d, cells, shape, colours, region);
        return new Scene.Frame(d, caption);
    }

    private static void paint(Drawing d, Cells cells, GridShape shape, int[] colours, boolean[] region) {
        int font = cells.font();
        for (int i = 0; i < shape.size(); i++) {
            int r = shape.row(i);
            int c = shape.col(i);
            d.rect(cells.x(c), cells.y(r), cells.size(), cells.size(), Palette.fill(colours[i]));
            if (font > 0) {
                d.text(cells.centreX(c), cells.centreY(r), Palette.symbol(colours[i]), font, Palette.ink(colours[i]), false);
            }
        }
        if (region != null) {
            outline(d, cells, shape, region);
        }
    }

    /** The region's boundary: edges between a region cell and a cell outside it (or the board's edge). */
    private static void outline(Drawing d, Cells cells, GridShape shape, boolean[] region) {
        int w = Math.max(2, cells.size() / 10);
        for (int i = 0; i < shape.size(); i++) {
            if (!region[i]) {
                continue;
            }
            int r = shape.row(i);
            int c = shape.col(i);
            if (r == 0 || !region[i - shape.cols()]) {
                d.line(cells.x(c), cells.y(r), cells.x(c + 1), cells.y(r), OUTLINE, w);
            }
            if (r == shape.rows() - 1 || !region[i + shape.cols()]) {
                d.line(cells.x(c), cells.y(r + 1), cells.x(c + 1), cells.y(r + 1), OUTLINE, w);
            }
            if (c == 0 || !region[i - 1]) {
                d.line(cells.x(c), cells.y(r), cells.x(c), cells.y(r + 1), OUTLINE, w);
            }
            if (c == shape.cols() - 1 || !region[i + 1]) {
                d.line(cells.x(c + 1), cells.y(r), cells.x(c + 1), cells.y(r + 1), OUTLINE, w);
            }
        }
    }

    private static boolean[] region(Graph graph, int[] colours, int cell) {
        boolean[] in = new boolean[colours.length];
        for (int v : FloodFill.component(graph, colours, cell)) {
            in[v] = true;
        }
        return in;
    }

    private static long distinct(int[] colours) {
        return Arrays.stream(colours).distinct().count();
    }
}

