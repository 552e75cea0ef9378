package org.gridpuzzle.experiment.port.in.reachability;

import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatStatus;

/** One solve: encode + solve wall time; status UNKNOWN on timeout. */
public record EncodingTiming(int side, EncodingKind encoding, String solver, SatStatus status, long variables,
        long clauses, long nanos) {
}

