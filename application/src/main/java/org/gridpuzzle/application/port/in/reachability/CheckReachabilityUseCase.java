package org.gridpuzzle.application.port.in.reachability;

/** "Is t reachable from s on this grid, and how?", answered by a SAT solver through one of the three encodings. */
public interface CheckReachabilityUseCase {

    CheckReachabilityResult check(CheckReachabilityCommand command);
}

