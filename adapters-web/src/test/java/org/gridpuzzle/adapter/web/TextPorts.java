package org.gridpuzzle.adapter.web;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.application.port.out.floodit.SaveFloodItBoardPort;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruGridPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.application.port.out.suguru.SaveSuguruPuzzlePort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.floodit.BoardFormat;
import org.gridpuzzle.format.gridmap.GridMapFormat;
import org.gridpuzzle.format.snowman.SnowmanLvlFormat;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.gridpuzzle.format.suguru.PaperAnsFormat;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.gridpuzzle.format.suguru.SuguruTextFormat;
import org.gridpuzzle.format.suguru.SuguruTextGridFormat;

/**
 * The reading ports over the text formats alone, for text sources: what the web adapter's own tests wire instead of
 * the file adapter (a request's text never is a file). Format errors become bad input at their line and column.
 */
final class TextPorts implements LoadSuguruPuzzlePort, LoadSuguruGridPort, SaveSuguruPuzzlePort, LoadFloodItBoardPort,
        SaveFloodItBoardPort, LoadGridMapPort, LoadSokobanLevelsPort, LoadSnowmanLevelPort {

    @Override
    public SuguruPuzzle loadPuzzle(PuzzleSource source, String format) {
        boolean paper = "paper".equals(format) || format == null && source.formatName().endsWith(".in");
        return parse(() -> (paper ? new PaperInFormat() : new SuguruTextFormat()).read(source.name(), text(source)));
    }

    @Override
    public IntGrid loadGrid(PuzzleSource source, String format) {
        boolean paper = "paper".equals(format) || format == null && source.formatName().endsWith(".ans");
        return parse(() -> (paper ? new PaperAnsFormat() : new SuguruTextGridFormat()).read(source.name(), text(source)));
    }

    @Override
    public String text(SuguruPuzzle puzzle, String format, Path target) {
        return new SuguruTextFormat().write(puzzle);
    }

    @Override
    public void save(Path file, String text, Limits limits) {
        throw new UnsupportedOperationException("the web writes no file");
    }

    @Override
    public Board loadBoard(PuzzleSource source, Integer line) {
        return parse(() -> line == null ? new BoardFormat().read(source.name(), text(source))
                : BoardFormat.readLine(source.name(), text(source), line));
    }

    @Override
    public List<Board> loadBoards(PuzzleSource source) {
        throw new UnsupportedOperationException("sets are the measuring side's");
    }

    @Override
    public String text(Board board) {
        return new BoardFormat().write(board);
    }

    @Override
    public void save(Path file, Board board, Limits limits) {
        throw new UnsupportedOperationException("the web writes no file");
    }

    @Override
    public MarkedGridMap loadMap(PuzzleSource source) {
        return parse(() -> new GridMapFormat().read(source.name(), text(source)));
    }

    @Override
    public List<SokobanLevel> loadSokobanLevels(PuzzleSource source) {
        return parse(() -> XsbFormat.parse(source.name(), text(source)));
    }

    @Override
    public SnowmanLevel loadSnowmanLevel(PuzzleSource source) {
        return parse(() -> SnowmanLvlFormat.parse(source.name(), text(source)));
    }

    private static String text(PuzzleSource source) {
        if (source instanceof PuzzleSource.Text t) {
            return t.text();
        }
        throw new IllegalStateException("the web passed a file: " + source);
    }

    private static <T> T parse(Supplier<T> parser) {
        try {
            return parser.get();
        } catch (FormatException e) {
            throw new InvalidInputException(e.source(), e.line(), e.column(), e.problem(), e);
        }
    }
}
