package org.gridpuzzle.adapter.cli.suguru;

import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;

/**
 * A grid as text with region borders drawn:
 * <pre>
 * +---+---+---+
 * | 1   2 | 1 |
 * +   +---+   +
 * | 3 | 1   2 |
 * +---+---+---+
 * </pre>
 * Empty cells show as '.'.
 */
final class SuguruBoardRenderer {

    private SuguruBoardRenderer() {
    }

    static String render(RegionMap regions, IntGrid values) {
        GridShape shape = regions.shape();
        int width = 1;
        for (int i = 0; i < shape.size(); i++) {
            width = Math.max(width, String.valueOf(values.get(i)).length());
        }
        String bar = "-".repeat(width + 2);
        String gap = " ".repeat(width + 2);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r <= shape.rows(); r++) {
            for (int c = 0; c < shape.cols(); c++) {
                boolean border = r == 0 || r == shape.rows() || regions.regionOf(r - 1, c) != regions.regionOf(r, c);
                sb.append('+').append(border ? bar : gap);
            }
            sb.append("+\n");
            if (r == shape.rows()) {
                break;
            }
            for (int c = 0; c < shape.cols(); c++) {
                boolean border = c == 0 || regions.regionOf(r, c - 1) != regions.regionOf(r, c);
                int v = values.get(r, c);
                String text = v == 0 ? "." : String.valueOf(v);
                sb.append(border ? '|' : ' ').append(' ').append(" ".repeat(width - text.length())).append(text).append(' ');
            }
            sb.append("|\n");
        }
        return sb.toString();
    }
}

