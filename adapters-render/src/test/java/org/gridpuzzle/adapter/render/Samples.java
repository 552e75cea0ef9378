package org.gridpuzzle.adapter.render;

import java.util.List;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.Suguru;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;
import org.gridpuzzle.format.TextFormats;

/** One small answer per genre, the same in the golden SVG tests and the PNG tests. */
final class Samples {

    private Samples() {
    }

    /** The shipped easy 6×6 puzzle. */
    static SuguruPuzzle suguruPuzzle() {
        return TextFormats.suguru("AABBBC\nAAABBC\nDDEEEF\nDDDEEF\nGGHHHI\nGGGHHI\n\n"
                + "13.3..\n......\n..2...\n..3..1\n5.....\n....5.\n");
    }

    /** Its solution with r6c6 (a filled cell) changed from 1 to 2: the region I then holds 2 twice. */
    static Output.SuguruGrid suguru() {
        SuguruPuzzle puzzle = suguruPuzzle();
        IntGrid solved = ((SolveOutcome.Solved) Suguru.solve(puzzle)).solution();
        IntGrid broken = solved.with(35, solved.get(35) == 1 ? 2 : 1);
        return new Output.SuguruGrid(puzzle, broken, SuguruVerifier.verify(puzzle, broken));
    }

    static Board board() {
        return TextFormats.floodItBoard("123\n231\n312\n");
    }

    /** Fixed moves at the top-left pivot that flood the board: 2, 3, 1, 2. */
    static Output.FloodItMoves floodIt() {
        return new Output.FloodItMoves(board(), Mode.FIXED, Position.of(0, 0), List.of(new Move(0, 2), new Move(0, 3),
                new Move(0, 1), new Move(0, 2)));
    }

    /** A 4×5 board: Free moves anywhere, and Fixed moves at an inner pivot (the regions drawn are the floods'). */
    static Board largerBoard() {
        return TextFormats.floodItBoard("12131\n23212\n13123\n21312\n");
    }

    static Output.FloodItMoves floodItFree() {
        Board b = largerBoard();
        return new Output.FloodItMoves(b, Mode.FREE, null, List.of(new Move(b.vertex(Position.of(1, 2)), 1),
                new Move(b.vertex(Position.of(2, 2)), 3), new Move(b.vertex(Position.of(3, 4)), 1),
                new Move(b.vertex(Position.of(0, 0)), 3), new Move(b.vertex(Position.of(3, 0)), 3)));
    }

    static Output.FloodItMoves floodItInnerPivot() {
        Board b = largerBoard();
        int pivot = b.vertex(Position.of(1, 2));
        return new Output.FloodItMoves(b, Mode.FIXED, Position.of(1, 2), List.of(new Move(pivot, 1), new Move(pivot, 3),
                new Move(pivot, 2), new Move(pivot, 1)));
    }

    static Output.Reachability reachability() {
        MarkedGridMap m = TextFormats.gridMap("S.#\n#..\n#.T\n");
        return new Output.Reachability(m.map(), m.source().orElseThrow(), m.target().orElseThrow(),
                List.of(Position.of(0, 0), Position.of(0, 1), Position.of(1, 1), Position.of(2, 1), Position.of(2, 2)),
                List.of(Position.of(1, 2)));
    }

    static Output.SokobanPlan sokoban() {
        return new Output.SokobanPlan(TextFormats.sokoban("#####\n#@$.#\n#####\n").get(0), "R");
    }

    static Output.SnowmanPlan snowman() {
        return new Output.SnowmanPlan(TextFormats.snowman("########\n#p1.'24#\n########\n"), "RR");
    }
}
