package org.gridpuzzle.application.port.in.archfixture;

import org.gridpuzzle.application.port.out.archfixture.LoadEverythingPort;

/** Deliberately bad: a port that is a class and references an outgoing port. */
public class SolveEverythingUseCase {

    public LoadEverythingPort loader() {
        return null;
    }
}
