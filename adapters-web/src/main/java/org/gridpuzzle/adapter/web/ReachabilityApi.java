package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityCommand;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityUseCase;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.StopReason;

/** {@code /api/reach/...}: read a map, and ask whether its target is reachable through one of the three encodings. */
final class ReachabilityApi {

    static final String DEFAULT_NAME = "map.map";

    record ReadRequest(String text, String name) {
    }

    record SolveRequest(String text, String name, List<Integer> from, List<Integer> to, String encoding, String solver,
            Boolean implied, Long timeoutMs) {
    }

    private final ReadPuzzleUseCase read;
    private final CheckReachabilityUseCase reach;
    private final Pictures pictures;
    private final WebSettings settings;

    @Inject
    ReachabilityApi(ReadPuzzleUseCase read, CheckReachabilityUseCase reach, Pictures pictures, WebSettings settings) {
        this.read = read;
        this.reach = reach;
        this.pictures = pictures;
        this.settings = settings;
    }

    List<Operation> operations() {
        return List.of(
                Operation.of("reach/read", ReadRequest.class, this::read),
                Operation.of("reach/solve", SolveRequest.class, this::solve));
    }

    private Work read(ReadRequest r) {
        String text = Fields.text(r.text(), "text");
        return job -> {
            ReadPuzzleResult result = read.read(new ReadPuzzleCommand(Genre.MAP, Fields.source(r.name(), DEFAULT_NAME, text),
                    null, null, null));
            Output.Reachability map = (Output.Reachability) result.picture();
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("summary", result.summary());
            doc.put("rows", map.map().shape().rows());
            doc.put("cols", map.map().shape().cols());
            doc.put("from", Fields.json(map.from()));
            doc.put("to", Fields.json(map.to()));
            doc.put("svg", pictures.svg(map));
            return Work.Result.ok(doc);
        };
    }

    private Work solve(SolveRequest r) {
        String text = Fields.text(r.text(), "text");
        Position from = Fields.cell(r.from(), "from");
        Position to = Fields.cell(r.to(), "to");
        EncodingKind encoding = Fields.choice(EncodingKind.class, r.encoding(), "encoding", EncodingKind.PATH);
        String solver = SatBackends.spec(r.solver());
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            CheckReachabilityResult result = reach.check(new CheckReachabilityCommand(Fields.source(r.name(), DEFAULT_NAME,
                    text), from, to, encoding, !Boolean.FALSE.equals(r.implied()), solver, null,
                    Fields.limits(timeout, job)));
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("reachable", result.status() == SatStatus.SAT ? Boolean.TRUE
                    : result.status() == SatStatus.UNSAT ? Boolean.FALSE : null);
            doc.put("status", result.status().name().toLowerCase(Locale.ROOT));
            doc.put("from", Fields.json(result.from()));
            doc.put("to", Fields.json(result.to()));
            doc.put("encoding", Fields.label(result.encoding()));
            doc.put("solver", result.solver());
            doc.put("variables", result.variables());
            doc.put("clauses", result.clauses());
            doc.put("millis", result.nanos() / 1e6);
            doc.put("path", result.path().map(Fields::json).orElse(null));
            doc.put("component", Fields.json(result.component()));
            doc.put("svg", pictures.svg(new Output.Reachability(result.map(), result.from(), result.to(),
                    result.path().orElse(List.of()), result.component())));
            StopReason stopped = result.status() != SatStatus.UNKNOWN ? null
                    : job.cancelRequested() ? StopReason.CANCELLED : StopReason.TIME_LIMIT;
            return Answers.of(doc, stopped);
        };
    }
}
