package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Measures the Suguru solvers side by side in one run: every instance of a folder with the fast and
 * the paper solver (median of repeated runs after a warm-up), the strip solver on a long strip, and
 * the generator on 20×20 grids.
 */
public interface BenchmarkSuguruUseCase {

    BenchmarkSuguruResult run(BenchmarkSuguruCommand command);

    /**
     * @param folder instances with answers (K.in + K.ans), or null to skip the instance part
     * @param repeats timed runs per instance and solver (the median is reported)
     * @param paperTimeout time limit of one paper-solver run
     * @param stripLength cells of the strip benchmark
     * @param generated puzzles to generate per mode (default and minimal) at 20×20
     */
    record BenchmarkSuguruCommand(Path folder, int repeats, Duration paperTimeout, int stripLength, int generated) {
        public BenchmarkSuguruCommand {
            if (repeats < 1) {
                throw new org.gridpuzzle.application.error.InvalidInputException(null, "--repeat must be at least 1");
            }
            Objects.requireNonNull(paperTimeout, "paperTimeout");
        }
    }

    /** One instance: median nanoseconds and nodes per solver; paper nanos are -1 when it hit the time limit. */
    record InstanceTiming(String name, String size, long fastNanos, long fastNodes, long paperNanos, long paperNodes,
            boolean fastMatchesAnswer, boolean paperMatchesAnswer) {
    }

    record BenchmarkSuguruResult(List<InstanceTiming> instances, long stripNanos, int stripLength,
            List<Long> generateNanos, List<Long> generateMinimalNanos) {
        public BenchmarkSuguruResult {
            instances = List.copyOf(instances);
            generateNanos = List.copyOf(generateNanos);
            generateMinimalNanos = List.copyOf(generateMinimalNanos);
        }
    }
}
