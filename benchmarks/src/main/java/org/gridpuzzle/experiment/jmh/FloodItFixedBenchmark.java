package org.gridpuzzle.experiment.jmh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.internal.FixedBeamSolver;
import org.gridpuzzle.domain.floodit.internal.FixedExactSolver;
import org.gridpuzzle.domain.floodit.internal.FixedSolution;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.format.floodit.BoardFormat;
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
 * Exact Fixed A* and beam search per board of a public set ({@code set:line}); Code Golf boards pivot at the
 * centre like the challenge, the others at the top-left cell.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FloodItFixedBenchmark {

    /** The set folders' parent, relative to where the benchmark runs (the project root). */
    @Param("../shared/data/floodit")
    public String data;

    @Param({"pc19:2", "pc19:196", "b12c12n1000:144", "codegolf26232-first1000:3"})
    public String board;

    private Board parsed;
    private int pivot;

    @Setup
    public void load() throws IOException {
        String[] parts = board.split(":");
        Path file = Path.of(data, parts[0], "boards.txt");
        parsed = BoardFormat.readLine(file.toString(), Files.readString(file), Integer.parseInt(parts[1]));
        int side = parsed.shape().cols();
        pivot = parts[0].startsWith("codegolf") ? (parsed.shape().rows() / 2) * side + side / 2 : 0;
        parsed.graph().contract(); // built once per board, as in a solve from the command line
    }

    @Benchmark
    public FixedSolution exact() {
        return new FixedExactSolver().solve(parsed.graph(), pivot, Limits.none());
    }

    @Benchmark
    public FixedSolution beam100() {
        return new FixedBeamSolver(100).solve(parsed.graph(), pivot, Limits.none());
    }
}

