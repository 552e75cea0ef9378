package org.gridpuzzle.domain.suguru.internal;

import java.util.Arrays;
import java.util.Random;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.RegionMap;

/**
 * Test input: random partitions of a grid into orthogonally connected regions of at most a given size.
 * Every region needs a 1 and no two 1s may touch, so a grid holds at most one region per 2×2 block:
 * partitions with many small regions are almost never solvable. Regions therefore grow to the
 * largest size most of the time, from the most hemmed-in free cell, always taking the frontier cell
 * with the fewest free neighbours (which leaves few holes); a leftover cell joins a neighbour with room.
 */
final class RegionPartitioner {

    private RegionPartitioner() {
    }

    static RegionMap random(GridShape shape, int maxSize, Random random) {
        int n = shape.size();
        Graph ortho = shape.orthogonalNeighbours();
        int[] label = new int[n];
        Arrays.fill(label, -1);
        int[] size = new int[n];
        int[] freeDegree = new int[n];
        for (int c = 0; c < n; c++) {
            freeDegree[c] = ortho.degree(c);
        }
        int[] frontier = new int[n];
        int regions = 0;
        int assigned = 0;
        while (assigned < n) {
            int seed = mostHemmedIn(label, freeDegree, random);
            int id = regions++;
            int target = random.nextInt(4) == 0 ? 1 + random.nextInt(maxSize) : maxSize;
            int f = 0;
            frontier[f++] = seed;
            while (size[id] < target && f > 0) {
                int pick = fewestFree(frontier, f, freeDegree, random);
                int cell = frontier[pick];
                frontier[pick] = frontier[--f];
                if (label[cell] >= 0) {
                    continue;
                }
                label[cell] = id;
                size[id]++;
                assigned++;
                for (int k = ortho.start(cell); k < ortho.end(cell); k++) {
                    int w = ortho.target(k);
                    freeDegree[w]--;
                    if (label[w] < 0 && !contains(frontier, f, w)) {
                        frontier[f++] = w;
                    }
                }
            }
        }
        // Small regions make 2×2 dead ends likely: let each join a neighbour when both fit.
        for (int cell = 0; cell < n; cell++) {
            int id = label[cell];
            if (size[id] != 1) {
                continue;
            }
            int best = -1;
            for (int k = ortho.start(cell); k < ortho.end(cell); k++) {
                int other = label[ortho.target(k)];
                if (size[other] < maxSize && (best < 0 || size[other] < size[best])) {
                    best = other;
                }
            }
            if (best >= 0) {
                label[cell] = best;
                size[best]++;
                size[id] = 0;
            }
        }
        return RegionMap.of(shape, label);
    }

    private static int mostHemmedIn(int[] label, int[] freeDegree, Random random) {
        int best = -1;
        int ties = 0;
        for (int c = 0; c < label.length; c++) {
            if (label[c] >= 0) {
                continue;
            }
            if (best < 0 || freeDegree[c] < freeDegree[best]) {
                best = c;
                ties = 1;
            } else if (freeDegree[c] == freeDegree[best] && random.nextInt(++ties) == 0) {
                best = c;
            }
        }
        return best;
    }

    private static int fewestFree(int[] frontier, int f, int[] freeDegree, Random random) {
        int best = 0;
        int ties = 1;
        for (int i = 1; i < f; i++) {
            int d = freeDegree[frontier[i]];
            int b = freeDegree[frontier[best]];
            if (d < b) {
                best = i;
                ties = 1;
            } else if (d == b && random.nextInt(++ties) == 0) {
                best = i;
            }
        }
        return best;
    }

    private static boolean contains(int[] a, int length, int v) {
        for (int i = 0; i < length; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }
}
