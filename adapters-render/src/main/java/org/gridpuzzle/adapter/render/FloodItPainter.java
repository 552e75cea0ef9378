package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.GridShape;

/**
 * A Flood-It board, every cell in its colour with its colour's symbol; a move sequence as one frame per position,
 * captioned with the move number, the flood region (Fixed: the pivot's component; Free: the last move's) outlined.
 * Regions are flood-filled on the grid itself: the board's graph (about 112 bytes a cell while built, see
 * {@link Board#graphBytes()}) is never built for a picture, so a board refused by the memory budget is still drawn.
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
        Cells cells = Cells.fit(shape.rows(), shape.cols());
        int pivot = m.pivot() == null ? 0 : shape.index(m.pivot());
        int[] colours = board.colours().toArray();
        List<Scene.Frame> frames = new ArrayList<>();
        int n = m.moves().size();
        frames.add(frame(maker, cells, shape, colours, m.mode() == Mode.FIXED ? region(shape, colours, pivot) : null,
                "start: " + distinct(colours) + " colours"));
        for (int k = 0; k < n; k++) {
            Move move = m.moves().get(k);
            int at = m.mode() == Mode.FIXED ? pivot : move.vertex();
            colours = recoloured(colours, region(shape, colours, at), move.colour());
            frames.add(frame(maker, cells, shape, colours, region(shape, colours, at), "move " + (k + 1) + "/" + n + ": "
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

    /** The cells of {@code cell}'s colour joined to it by sides: a breadth-first fill over the grid. */
    private static boolean[] region(GridShape shape, int[] colours, int cell) {
        int rows = shape.rows();
        int cols = shape.cols();
        boolean[] in = new boolean[colours.length];
        int[] queue = new int[colours.length];
        int tail = 0;
        in[cell] = true;
        queue[tail++] = cell;
        for (int head = 0; head < tail; head++) {
            int v = queue[head];
            int r = v / cols;
            int c = v - r * cols;
            for (int d = 0; d < 4; d++) {
                int w = d == 0 ? (r > 0 ? v - cols : -1) : d == 1 ? (r < rows - 1 ? v + cols : -1)
                        : d == 2 ? (c > 0 ? v - 1 : -1) : (c < cols - 1 ? v + 1 : -1);
                if (w >= 0 && !in[w] && colours[w] == colours[cell]) {
                    in[w] = true;
                    queue[tail++] = w;
                }
            }
        }
        return in;
    }

    /** A copy of {@code colours} with the region's cells in {@code colour}. */
    private static int[] recoloured(int[] colours, boolean[] region, int colour) {
        int[] out = colours.clone();
        for (int i = 0; i < out.length; i++) {
            if (region[i]) {
                out[i] = colour;
            }
        }
        return out;
    }

    private static long distinct(int[] colours) {
        return Arrays.stream(colours).distinct().count();
    }
}

