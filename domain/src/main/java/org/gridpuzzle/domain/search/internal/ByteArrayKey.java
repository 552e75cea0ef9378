package org.gridpuzzle.domain.search.internal;

import java.util.Arrays;

/**
 * A search state packed into bytes, as a hash-map key compared by content (an array alone compares by identity).
 * The array is the caller's: it must not change once the key is in a map.
 */
public record ByteArrayKey(byte[] bytes) {

    @Override
    public boolean equals(Object o) {
        return o instanceof ByteArrayKey k && Arrays.equals(k.bytes, bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "ByteArrayKey" + Arrays.toString(bytes);
    }
}
