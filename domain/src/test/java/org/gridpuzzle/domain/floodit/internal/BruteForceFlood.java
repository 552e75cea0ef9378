package org.gridpuzzle.domain.floodit.internal;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The oracle: breadth-first search over whole colourings of a small board (cells as an int array,
 * 4-neighbour flood by coordinates), Fixed (moves at one cell) or Free (any cell, any colour).
 * Returns, for each colour d, the fewest moves to make the board entirely d (-1 if beyond maxDepth).
 */
final class BruteForceFlood {

    private BruteForceFlood() {
    }

    static int[] distances(int rows, int cols, int[] start, int palette, Integer pivot, int maxDepth) {
        int[] best = new int[palette];
        Arrays.fill(best, -1);
        Map<String, Integer> seen = new HashMap<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(start);
        seen.put(Arrays.toString(start), 0);
        while (!queue.isEmpty()) {
            int[] s = queue.poll();
            int depth = seen.get(Arrays.toString(s));
            if (mono(s) && best[s[0]] < 0) {
                best[s[0]] = depth;
                if (Arrays.stream(best).allMatch(b -> b >= 0)) {
                    return best; // breadth first: every colour has its fewest moves
                }
            }
            if (depth == maxDepth) {
                continue;
            }
            for (int cell = 0; cell < s.length; cell++) {
                if (pivot != null && cell != pivot) {
                    continue;
                }
                for (int c = 0; c < palette; c++) {
                    if (c == s[cell]) {
                        continue;
                    }
                    int[] next = flood(rows, cols, s, cell, c);
                    String key = Arrays.toString(next);
                    if (!seen.containsKey(key)) {
                        seen.put(key, depth + 1);
                        queue.add(next);
                    }
                }
            }
        }
        return best;
    }

    private static boolean mono(int[] s) {
        for (int v : s) {
            if (v != s[0]) {
                return false;
            }
        }
        return true;
    }

    private static int[] flood(int rows, int cols, int[] s, int cell, int colour) {
        int[] out = s.clone();
        int old = s[cell];
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        stack.push(cell);
        out[cell] = colour;
        while (!stack.isEmpty()) {
            int v = stack.pop();
            int r = v / cols;
            int c = v % cols;
            int[][] around = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (int[] p : around) {
                if (p[0] >= 0 && p[0] < rows && p[1] >= 0 && p[1] < cols) {
                    int w = p[0] * cols + p[1];
                    if (out[w] == old && s[w] == old && out[w] != colour) {
                        out[w] = colour;
                        stack.push(w);
                    }
                }
            }
        }
        return out;
    }
}
