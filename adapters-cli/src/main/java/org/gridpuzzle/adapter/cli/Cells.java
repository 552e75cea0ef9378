package org.gridpuzzle.adapter.cli;

import java.util.List;
import org.gridpuzzle.domain.grid.Position;

/** Cells as JSON writes them: {@code [row, col]}. */
public final class Cells {

    private Cells() {
    }

    public static int[] json(Position p) {
        return new int[] {p.row(), p.col()};
    }

    public static List<int[]> json(List<Position> cells) {
        return cells.stream().map(Cells::json).toList();
    }
}

