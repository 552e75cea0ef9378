package org.gridpuzzle.experiment.port.in.suguru;

import java.nio.file.Path;
import java.util.List;

/** @param folder the instance folder measured, or null when there was none */
public record BenchmarkSuguruResult(Path folder, List<InstanceTiming> instances, long stripNanos, int stripLength,
        List<Long> generateNanos, List<Long> generateMinimalNanos) {

    public BenchmarkSuguruResult {
        instances = List.copyOf(instances);
        generateNanos = List.copyOf(generateNanos);
        generateMinimalNanos = List.copyOf(generateMinimalNanos);
    }
}

