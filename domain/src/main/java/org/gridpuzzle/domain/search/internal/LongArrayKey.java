package org.gridpuzzle.domain.search.internal;

import java.util.Arrays;

/**
 * A search state packed into a bitset of longs, as a hash-map key compared by content (an array alone compares by
 * identity). The array is the caller's: it must not change once the key is in a map.
 */
public record LongArrayKey(long[] bits) {

    @Override
    public boolean equals(Object o) {
        return o instanceof LongArrayKey k && Arrays.equals(k.bits, bits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bits);
    }

    @Override
    public String toString() {
        return "LongArrayKey" + Arrays.toString(bits);
    }
}
