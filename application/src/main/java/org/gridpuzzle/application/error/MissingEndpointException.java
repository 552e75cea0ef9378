package org.gridpuzzle.application.error;

/** A reachability question without a source or target: the map marks none and the caller gave none. */
public final class MissingEndpointException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    /** Which end is missing. */
    public enum Endpoint {
        SOURCE, TARGET
    }

    private final Endpoint endpoint;

    public MissingEndpointException(String source, Endpoint endpoint) {
        super(source, "no " + (endpoint == Endpoint.SOURCE ? "source" : "target") + " cell");
        this.endpoint = endpoint;
    }

    public Endpoint endpoint() {
        return endpoint;
    }
}
