package org.gridpuzzle.experiment.port.in.reachability;

import java.util.List;

public record BenchmarkReachabilityResult(List<EncodingSize> sizes, List<EncodingTiming> times) {

    public BenchmarkReachabilityResult {
        sizes = List.copyOf(sizes);
        times = List.copyOf(times);
    }
}

