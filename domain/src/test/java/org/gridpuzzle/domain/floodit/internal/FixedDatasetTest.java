package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.SharedTestData;
import org.junit.jupiter.api.Test;

/** The first boards of the public pc19 set (14x14, 6 colours, top-left pivot) against their optimal lengths. */
class FixedDatasetTest {

    private static final int BOARDS = 10;


    @Test
    void exact_fixed_matches_the_optimal_lengths_of_the_first_pc19_boards() throws Exception {
        Path dir = SharedTestData.folder("floodit/pc19");
        List<String> boards = Files.readAllLines(dir.resolve("boards.txt"));
        List<String> optimal = Files.readAllLines(dir.resolve("optimal.txt"));
        for (int i = 0; i < BOARDS; i++) {
            String b = boards.get(i);
            int side = (int) Math.round(Math.sqrt(b.length()));
            int[] colours = new int[b.length()];
            for (int k = 0; k < colours.length; k++) {
                colours[k] = Character.digit(b.charAt(k), 36) - 1;
            }
            ColouredGraph g = ColouredGraph.ofBoard(IntGrid.of(GridShape.of(side, side), colours));
            FixedSolution s = new FixedExactSolver().solve(g, 0, Limits.none());
            assertThat(s.length()).as("board %d", i + 1).isEqualTo(optimal.get(i).length());
            List<Move> moves = new ArrayList<>();
            s.colours().forEach(c -> moves.add(new Move(0, c)));
            assertThat(Replay.play(g, Mode.FIXED, 0, moves, OptionalInt.empty()).flooded()).isTrue();
        }
    }
}
