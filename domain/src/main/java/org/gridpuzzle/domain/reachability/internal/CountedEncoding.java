package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.internal.CountingSink;

/** What the three encodings share: their kind, and the variables and clauses they wrote, counted as they wrote them. */
abstract class CountedEncoding implements ReachabilityEncoding {

    private final EncodingKind kind;
    private int variables;
    private int clauses;

    CountedEncoding(EncodingKind kind) {
        this.kind = kind;
    }

    /** Records the size of the encoding once it is written. */
    final void counted(CountingSink sink) {
        this.variables = sink.variables();
        this.clauses = sink.clauses();
    }

    @Override
    public final EncodingKind kind() {
        return kind;
    }

    @Override
    public final int variables() {
        return variables;
    }

    @Override
    public final int clauses() {
        return clauses;
    }
}
