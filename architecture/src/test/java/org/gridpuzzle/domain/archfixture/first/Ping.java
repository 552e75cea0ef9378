package org.gridpuzzle.domain.archfixture.first;

import org.gridpuzzle.domain.archfixture.second.Pong;

/** Deliberately bad: half of a cycle between two domain packages. */
public class Ping {

    public Pong answer() {
        return new Pong();
    }
}

