package org.gridpuzzle.domain.reachability;

import java.util.Locale;

/** The three st-connectivity encodings of the grid-reachability paper. */
public enum EncodingKind {
    /** Reachability variables, used edges and an order on vertices that grows along used edges. O(N·M) clauses. */
    DAG,
    /** Cells on a simple s-t path: s and t have one path neighbour, other path cells two. O(N) clauses. */
    PATH,
    /**
     * A tree rooted at s over exactly the component of s (ancestor variables, transitivity). O(N²) variables, O(N·M)
     * clauses.
     */
    TREE;

    /**
     * The encoding of a name, in any case, surrounding blanks ignored.
     *
     * @param name {@code dag}, {@code path} or {@code tree}
     * @return the encoding
     * @throws IllegalArgumentException for another name
     */
    public static EncodingKind parse(String name) {
        return valueOf(name.trim().toUpperCase(Locale.ROOT));
    }

    /**
     * The encoding's name in lower case, as {@link #parse} reads it.
     *
     * @return {@code dag}, {@code path} or {@code tree}
     */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
