package org.gridpuzzle.experiment.port.in.reachability;

/** Encoding sizes on open grids, and solvers timed side by side on the three encodings over growing grids. */
public interface BenchmarkReachabilityUseCase {

    BenchmarkReachabilityResult run(BenchmarkReachabilityCommand command);
}

