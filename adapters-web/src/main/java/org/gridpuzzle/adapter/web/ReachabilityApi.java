package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.port.in.reachability.ReachabilityOperation;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.ReachAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
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
                Operation.of(ReachabilityOperation.READ.spec(), ReadRequest.class, ReachAnswers.Read.class, this::read),
                Operation.of(ReachabilityOperation.SOLVE.spec(), SolveRequest.class, ReachAnswers.Solve.class, this::solve));
    }

    private Work read(ReadRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        return job -> {
            ReadPuzzleResult result = read.read(new ReadPuzzleCommand(Genre.MAP, source, null, null, null));
            return Answers.of(ReachAnswers.read(source, result),
                    pictures.svg(job, settings.defaultTimeout(), result.picture()));
        };
    }

    private Work solve(SolveRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        Position from = Fields.cell(r.from(), "from");
        Position to = Fields.cell(r.to(), "to");
        EncodingKind encoding = Fields.choice(ReachabilityOperation.SOLVE.field("encoding"), EncodingKind.class,
                r.encoding());
        String solver = SatBackends.spec(r.solver());
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            CheckReachabilityResult result = reach.check(new CheckReachabilityCommand(source, from, to, encoding,
                    Fields.flag(ReachabilityOperation.SOLVE.field("implied"),
                    r.implied()), solver, null, Fields.limits(timeout, job, settings)));
            Pictures.Drawn svg = pictures.svg(job, timeout, AnswerPictures.reach(result));
            StopReason stopped = result.status() != SatStatus.UNKNOWN ? null
                    : job.cancelRequested() ? StopReason.CANCELLED : StopReason.TIME_LIMIT;
            return Answers.of(ReachAnswers.solve(source, result), svg, stopped);
        };
    }
}
