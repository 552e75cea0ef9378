package org.gridpuzzle.format;

import java.util.List;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.dimacs.DimacsFormat;
import org.gridpuzzle.format.floodit.BoardFormat;
import org.gridpuzzle.format.gridmap.GridMapFormat;
import org.gridpuzzle.format.snowman.SnowmanLvlFormat;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.gridpuzzle.format.suguru.SuguruTextFormat;

/**
 * Every genre's text format from a string, for callers who read files themselves. Errors are
 * {@link FormatException}s naming the line and column (the source is called {@code <text>}).
 */
public final class TextFormats {

    private static final String SOURCE = "<text>";

    private TextFormats() {
    }

    /**
     * gridpuzzle's Suguru text: rows of region symbols, a blank line, rows of numbers ('.' empty).
     *
     * @param text the text
     * @return the puzzle
     * @throws FormatException at the first problem, naming line and column (the source is {@code <text>})
     */
    public static SuguruPuzzle suguru(String text) {
        return new SuguruTextFormat().read(SOURCE, text);
    }

    /**
     * A Flood-It board: rows of colour characters 0-9, a-z.
     *
     * @param text the text
     * @return the board
     * @throws FormatException at the first problem, naming line and column (the source is {@code <text>})
     */
    public static Board floodItBoard(String text) {
        return new BoardFormat().read(SOURCE, text);
    }

    /**
     * Every level of an XSB text.
     *
     * @param text the text
     * @return the levels, in the order of the text
     * @throws FormatException at the first problem, naming line and column (the source is {@code <text>})
     */
    public static List<SokobanLevel> sokoban(String text) {
        return XsbFormat.parse(SOURCE, text);
    }

    /**
     * A Snowman {@code .lvl} level.
     *
     * @param text the text
     * @return the level
     * @throws FormatException at the first problem, naming line and column (the source is {@code <text>})
     */
    public static SnowmanLevel snowman(String text) {
        return SnowmanLvlFormat.parse(SOURCE, text);
    }

    /**
     * A grid map: '#' wall, '.' floor, 'S' source, 'T' target.
     *
     * @param text the text
     * @return the map with its source and target
     * @throws FormatException at the first problem, naming line and column (the source is {@code <text>})
     */
    public static MarkedGridMap gridMap(String text) {
        return new GridMapFormat().read(SOURCE, text);
    }

    /**
     * DIMACS CNF.
     *
     * @param text the text
     * @return the formula
     * @throws FormatException at the first problem, naming line and column (the source is {@code <text>})
     */
    public static Cnf cnf(String text) {
        return new DimacsFormat().read(SOURCE, text);
    }
}

