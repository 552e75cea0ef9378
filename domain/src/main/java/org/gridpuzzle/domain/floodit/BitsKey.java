package org.gridpuzzle.domain.floodit;

import java.util.Arrays;

/** A bitset state as a hash key (arrays compare by identity otherwise). */
final class BitsKey {

    private final long[] bits;
    private final int hash;

    BitsKey(long[] bits) {
        this.bits = bits;
        this.hash = Arrays.hashCode(bits);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BitsKey k && k.hash == hash && Arrays.equals(k.bits, bits);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
