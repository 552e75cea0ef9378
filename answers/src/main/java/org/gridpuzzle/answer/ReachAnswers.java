package org.gridpuzzle.answer;

import java.util.List;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatStatus;

/** The reachability operations' answer documents. */
public final class ReachAnswers {

    private ReachAnswers() {
    }

    /** @param from the map's source mark, or null; {@code to} its target mark */
    public record Read(String source, String summary, int rows, int cols, int[] from, int[] to) {
    }

    /**
     * @param reachable true, false, or null when the solver gave no answer in time
     * @param status {@code sat}, {@code unsat} or {@code unknown}
     * @param path the s-t path found (checked against the map), or null
     * @param component the cells the tree encoding's model marks reached (the source's component), or null
     */
    public record Solve(String source, Boolean reachable, String status, int[] from, int[] to, String encoding,
            String solver, int variables, int clauses, double millis, List<int[]> path, List<int[]> component) {
    }

    public static Read read(PuzzleSource source, ReadPuzzleResult result) {
        Output.Reachability map = (Output.Reachability) result.picture();
        return new Read(source.name(), result.summary(), map.map().shape().rows(), map.map().shape().cols(),
                Cells.of(map.from()), Cells.of(map.to()));
    }

    public static Solve solve(PuzzleSource source, CheckReachabilityResult r) {
        boolean tree = r.encoding() == EncodingKind.TREE && r.status() == SatStatus.SAT;
        return new Solve(source.name(), r.status() == SatStatus.SAT ? Boolean.TRUE
                : r.status() == SatStatus.UNSAT ? Boolean.FALSE : null, Labels.of(r.status()), Cells.of(r.from()),
                Cells.of(r.to()), r.encoding().label(), r.solver(), r.variables(), r.clauses(), r.nanos() / 1e6,
                r.path().map(Cells::of).orElse(null), tree ? Cells.of(r.component()) : null);
    }
}
