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

    /** gridpuzzle's Suguru text: rows of region symbols, a blank line, rows of numbers ('.' empty). */
    public static SuguruPuzzle suguru(String text) {
        return new SuguruTextFormat().read(SOURCE, text);
    }

    /** A Flood-It board: rows of colour characters 0-9, a-z. */
    public static Board floodItBoard(String text) {
        return new BoardFormat().read(SOURCE, text);
    }

    /** Every level of an XSB text. */
    public static List<SokobanLevel> sokoban(String text) {
        return XsbFormat.parse(SOURCE, text);
    }

    /** A Snowman {@code .lvl} level. */
    public static SnowmanLevel snowman(String text) {
        return SnowmanLvlFormat.parse(SOURCE, text);
    }

    /** A grid map: '#' wall, '.' floor, 'S' source, 'T' target. */
    public static MarkedGridMap gridMap(String text) {
        return new GridMapFormat().read(SOURCE, text);
    }

    /** DIMACS CNF. */
    public static Cnf cnf(String text) {
        return new DimacsFormat().read(SOURCE, text);
    }
}

