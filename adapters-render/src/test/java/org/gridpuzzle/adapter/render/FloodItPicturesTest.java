package org.gridpuzzle.adapter.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.junit.jupiter.api.Test;

/**
 * A Flood-It picture builds no graph of the board (112 bytes a cell while built, sized against the memory budget only
 * by the operations that need it): the picture of a solve the budget refused (no moves) draws the board alone. The
 * regions drawn are checked against the graph's in {@link SvgGoldenTest}'s Free and inner-pivot samples.
 */
class FloodItPicturesTest {

    @Test
    void a_sequence_is_drawn_without_building_the_board_s_graph() {
        for (Output.FloodItMoves m : List.of(Samples.floodIt(), Samples.floodItFree(), Samples.floodItInnerPivot())) {
            assertThat(new PictureAdapter().render(m, OutputKind.SVG)).isNotEmpty();
            assertThat(m.board().graphBuilt()).as("%s %s", m.mode(), m.moves()).isFalse();
        }
    }

    @Test
    void the_picture_of_a_refused_solve_is_the_board_with_the_pivot_s_region() {
        Random random = new Random(1);
        int[] cells = new int[200 * 200];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(6);
        }
        Board board = new Board(IntGrid.of(GridShape.of(200, 200), cells));
        String svg = new String(new PictureAdapter().render(new Output.FloodItMoves(board, Mode.FIXED, Position.of(0, 0),
                List.of()), OutputKind.SVG), StandardCharsets.UTF_8);
        assertThat(svg).contains("start: 6 colours").contains("<line");
        assertThat(board.graphBuilt()).isFalse();
    }
}
