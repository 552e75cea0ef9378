package org.gridpuzzle.domain.archfixture.second;

import org.gridpuzzle.domain.archfixture.first.Ping;

/** Deliberately bad: the other half of the cycle. */
public class Pong {

    public Ping back() {
        return new Ping();
    }
}

