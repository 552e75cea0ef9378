package org.gridpuzzle.application.service;

import java.util.Arrays;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/**
 * Models from character rows for the service tests (test-fixtures depends on this module, so its builders
 * cannot be used here): digits and '.' for grids, letters for regions, XSB and level letters for the games.
 */
public final class TestModels {

    private TestModels() {
    }

    /** Rows of digits (base 36), '.' for 0. */
    public static IntGrid grid(String... rows) {
        int[][] values = Arrays.stream(rows).map(r -> r.chars().map(c -> c == '.' ? 0 : Character.digit(c, 36)).toArray())
                .toArray(int[][]::new);
        return IntGrid.fromRows(values);
    }

    /** A puzzle from region letters and given rows. */
    public static SuguruPuzzle suguru(String[] regions, String... givens) {
        GridShape shape = GridShape.of(regions.length, regions[0].length());
        int[] labels = String.join("", regions).chars().map(c -> c - 'A' + 1).toArray();
        return SuguruPuzzle.of(RegionMap.of(shape, labels), grid(givens));
    }

    public static Board board(String... rows) {
        return new Board(grid(rows));
    }

    public static SokobanLevel sokoban(String title, String... rows) {
        int cols = rows[0].length();
        int n = rows.length * cols;
        boolean[] wall = new boolean[n];
        boolean[] goal = new boolean[n];
        boolean[] boxes = new boolean[n];
        int player = -1;
        for (int i = 0; i < n; i++) {
            char ch = rows[i / cols].charAt(i % cols);
            wall[i] = ch == '#';
            goal[i] = ch == '.' || ch == '*' || ch == '+';
            boxes[i] = ch == '$' || ch == '*';
            player = ch == '@' || ch == '+' ? i : player;
        }
        return new SokobanLevel(title, rows.length, cols, wall, goal, boxes, player);
    }

    public static SnowmanLevel snowman(String... rows) {
        int cols = rows[0].length();
        int n = rows.length * cols;
        boolean[] wall = new boolean[n];
        boolean[] snow = new boolean[n];
        int[] balls = new int[n];
        int agent = -1;
        for (int i = 0; i < n; i++) {
            char ch = rows[i / cols].charAt(i % cols);
            wall[i] = ch == '#';
            snow[i] = ch == '.' || ch == 'p';
            balls[i] = ch >= '1' && ch <= '7' ? ch - '0' : 0;
            agent = ch == 'p' || ch == 'q' ? i : agent;
        }
        return new SnowmanLevel(rows.length, cols, wall, snow, balls, agent);
    }
}
