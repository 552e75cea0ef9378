package org.gridpuzzle.experiment.port.in.suguru;

/** One instance: median nanoseconds and nodes per solver; paper nanos are -1 when it hit the time limit. */
public record InstanceTiming(String name, String size, long fastNanos, long fastNodes, long paperNanos, long paperNodes,
        boolean fastMatchesAnswer, boolean paperMatchesAnswer) {
}

