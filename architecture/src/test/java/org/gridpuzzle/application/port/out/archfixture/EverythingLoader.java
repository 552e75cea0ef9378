package org.gridpuzzle.application.port.out.archfixture;

/** Deliberately bad: an outgoing port not named for a port. */
public interface EverythingLoader {

    String load();
}

