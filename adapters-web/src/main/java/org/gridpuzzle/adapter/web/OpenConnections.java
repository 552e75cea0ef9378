package org.gridpuzzle.adapter.web;

import java.util.Optional;
import java.util.Set;

/**
 * The TCP connections the system still has established, each by its two ports ({@link #key}). Jetty does not read a
 * connection while its request is being answered, so a client that hangs up is only noticed when the answer is
 * written; the system knows at once. The composition root says how to ask it (the web adapter touches no files).
 */
@FunctionalInterface
public interface OpenConnections {

    /** A system that does not say: every client counts as present. */
    OpenConnections UNKNOWN = Optional::empty;

    /** The established connections now, by {@link #key}; empty when the system does not say. */
    Optional<Set<Long>> established();

    /** A connection by its ports: the server's and the client's. */
    static long key(int localPort, int remotePort) {
        return ((long) localPort << 16) | (remotePort & 0xffff);
    }
}
