package org.gridpuzzle.answer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.junit.jupiter.api.Test;

/** The Flood-It answer documents. */
class FloodItAnswersTest {

    @Test
    void a_read_board_is_counted_on_its_cells_without_building_its_graph() {
        // a board too large for its graph (112 bytes a cell while built) is still read: nothing here builds it
        Random random = new Random(4);
        for (int i = 0; i < 20; i++) {
            int rows = 1 + random.nextInt(30);
            int cols = 1 + random.nextInt(30);
            int[] cells = new int[rows * cols];
            int colours = 1 + random.nextInt(8);
            for (int c = 0; c < cells.length; c++) {
                cells[c] = random.nextInt(colours);
            }
            Board b = new Board(IntGrid.of(GridShape.of(rows, cols), cells));
            FloodItAnswers.Read doc = FloodItAnswers.read(PuzzleSource.text("b.txt", ""),
                    new ReadPuzzleResult(Genre.FLOODIT, "summary", new Output.FloodItBoard(b), List.of()));
            assertThat(b.graphBuilt()).isFalse();
            // the same counts as the graph's, once it is built
            assertThat(doc.colours()).isEqualTo(b.graph().coloursPresent());
            assertThat(doc.palette()).isEqualTo(b.graph().palette());
            assertThat(doc.components()).isEqualTo(b.graph().contract().graph().vertexCount());
            assertThat(doc.rows()).isEqualTo(rows);
            assertThat(doc.cols()).isEqualTo(cols);
        }
    }
}
