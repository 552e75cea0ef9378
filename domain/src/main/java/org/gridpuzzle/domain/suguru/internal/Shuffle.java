package org.gridpuzzle.domain.suguru.internal;

import java.util.Random;

/** Seeded Fisher-Yates shuffles, so that the same seed gives the same puzzle. */
final class Shuffle {

    private Shuffle() {
    }

    /** 0..n-1 in a random order. */
    static int[] order(int n, Random random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        inPlace(order, random);
        return order;
    }

    static void inPlace(int[] values, Random random) {
        for (int i = values.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
    }
}
