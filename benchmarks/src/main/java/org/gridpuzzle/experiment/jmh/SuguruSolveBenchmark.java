package org.gridpuzzle.experiment.jmh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The fast Suguru solver per instance of the paper's set: solve, and count to two (uniqueness). The default
 * instances are the hardest of each size class for the paper solver; {@code -p instance=...} picks others.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SuguruSolveBenchmark {

    /** The instance folder, relative to where the benchmark runs (the project root). */
    @Param("../shared/data/suguru/paper230")
    public String folder;

    @Param({"1", "19", "121", "188", "201", "227"})
    public String instance;

    private SuguruPuzzle puzzle;

    @Setup
    public void load() throws IOException {
        Path file = Path.of(folder, instance + ".in");
        puzzle = new PaperInFormat().read(file.toString(), Files.readString(file));
    }

    @Benchmark
    public SolveOutcome solve() {
        return new FastSolver().solve(puzzle, Limits.none());
    }

    @Benchmark
    public CountOutcome countToTwo() {
        return SolutionCounter.count(puzzle, 2, Limits.none());
    }
}

