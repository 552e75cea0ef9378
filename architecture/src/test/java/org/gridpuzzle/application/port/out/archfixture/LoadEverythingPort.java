package org.gridpuzzle.application.port.out.archfixture;

import org.gridpuzzle.application.port.in.archfixture.SolveEverythingUseCase;

/** Deliberately bad: an outgoing port that references an incoming one. */
public interface LoadEverythingPort {

    SolveEverythingUseCase owner();
}
