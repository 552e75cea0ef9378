package org.gridpuzzle.experiment.model;

import java.util.Objects;

/**
 * One job of an experiment: an instance of a set under one configuration, with the limits of its process.
 *
 * @param instance the instance's name within its set ("12" for paper230's 12.in, the level number of an XSB file)
 * @param index the instance's position in its set (0-based; the order jobs are listed and reports sorted)
 * @param file the file the job's process reads (absolute: a cluster's workers read it at the same path)
 * @param part the level or board within the file (1-based), 0 when the file holds the instance alone
 * @param hash a digest of the instance's content, so that results of a changed file are not mistaken for its own
 * @param config the configuration, as written on the command line ({@code sokoban:recipe:tree})
 */
public record JobSpec(String experiment, String set, String instance, int index, String file, int part, String hash,
        String config, long limitMillis, long memoryBytes) {

    public JobSpec {
        Objects.requireNonNull(experiment, "experiment");
        Objects.requireNonNull(set, "set");
        Objects.requireNonNull(instance, "instance");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(hash, "hash");
        Objects.requireNonNull(config, "config");
    }

    /** What makes a job one row of the database. */
    public String key() {
        return set + "/" + instance + " " + config;
    }

    public double limitSeconds() {
        return limitMillis / 1e3;
    }
}
