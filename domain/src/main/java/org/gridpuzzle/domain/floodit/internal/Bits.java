package org.gridpuzzle.domain.floodit.internal;

/** Bitsets as long arrays, the compact state of the searches. */
final class Bits {

    private Bits() {
    }

    static long[] of(int size) {
        return new long[(size + 63) >>> 6];
    }

    static boolean get(long[] bits, int i) {
        return (bits[i >>> 6] & (1L << i)) != 0;
    }

    static void set(long[] bits, int i) {
        bits[i >>> 6] |= 1L << i;
    }

    static int count(long[] bits) {
        int n = 0;
        for (long w : bits) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** Whether {@code a} has a member outside {@code b}. */
    static boolean hasOutside(long[] a, long[] b) {
        for (int x = 0; x < a.length; x++) {
            if ((a[x] & ~b[x]) != 0) {
                return true;
            }
        }
        return false;
    }
}
