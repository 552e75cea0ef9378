package org.gridpuzzle.experiment.model;

import java.nio.file.Path;
import java.util.Objects;

/**
 * How this machine takes part in a cluster of experiment members: where its member listens, and the secret every
 * member of the cluster holds (a member without it cannot join, and a job not signed with it is refused).
 *
 * @param bind an IPv4 address or interface pattern ({@code 10.0.*.*}) of this machine, {@link #ANY} for every
 *     interface; {@link #LOOPBACK} keeps the member to this machine
 * @param port the port to listen on; 0 for the first free from 5701
 * @param secretFile a file that holds the secret, or null when {@code secret} is given (from the environment)
 * @param secret the secret itself, or null when it is in {@code secretFile}
 */
public record ClusterAccess(String bind, int port, Path secretFile, String secret) {

    /** Where members listen unless told otherwise: this machine only. */
    public static final String LOOPBACK = "127.0.0.1";
    /** Every interface of this machine. */
    public static final String ANY = "0.0.0.0";

    public ClusterAccess {
        Objects.requireNonNull(bind, "bind");
        if ((secretFile == null) == (secret == null)) {
            throw new IllegalArgumentException("a cluster secret comes from a file or from the environment, not both");
        }
    }

    /** Where the secret comes from, for messages. */
    public String secretSource() {
        return secretFile != null ? secretFile.toString() : "GRIDPUZZLE_CLUSTER_SECRET";
    }
}
