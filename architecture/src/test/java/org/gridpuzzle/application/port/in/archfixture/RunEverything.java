package org.gridpuzzle.application.port.in.archfixture;

/** Deliberately bad: an incoming port not named verb-noun-UseCase. */
public interface RunEverything {

    void run();
}

