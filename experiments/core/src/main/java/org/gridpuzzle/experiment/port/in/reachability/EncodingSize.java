package org.gridpuzzle.experiment.port.in.reachability;

import org.gridpuzzle.domain.reachability.EncodingKind;

/** The size of one encoding on an open side×side grid. */
public record EncodingSize(int side, EncodingKind encoding, int vertices, int edges, int variables, long clauses) {
}

