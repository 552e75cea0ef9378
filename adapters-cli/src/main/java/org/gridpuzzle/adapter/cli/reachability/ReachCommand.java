package org.gridpuzzle.adapter.cli.reachability;

import jakarta.inject.Inject;
import java.nio.file.Path;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.CommandFamily;
import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.PositionConverter;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.answer.ReachAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityCommand;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityUseCase;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import org.gridpuzzle.domain.search.Limits;

@Command(name = "reach", mixinStandardHelpOptions = true,
        description = "Is the target reachable from the source on a grid map? Answered by a SAT solver.",
        footer = {"", "Map: '#' wall, '.' floor, 'S' source, 'T' target. Exit 0 reachable, 3 not reachable."})
public final class ReachCommand extends AnsweringCommand implements CommandFamily {

    @Parameters(index = "0", paramLabel = "FILE", description = "The grid map.")
    Path map;

    @Option(names = "--from", paramLabel = "ROW,COL", converter = PositionConverter.class,
            description = "Source cell, e.g. r2c3 (from 1; the old 0-based row,col too). Default: the map's S.")
    Position from;

    @Option(names = "--to", paramLabel = "ROW,COL", converter = PositionConverter.class,
            description = "Target cell, e.g. r9c9 (from 1; the old 0-based row,col too). Default: the map's T.")
    Position to;

    @Option(names = "--encoding", paramLabel = "ENCODING", converter = Converters.Encoding.class,
            completionCandidates = Converters.Encoding.class,
            description = "dag, path or tree. Default: ${DEFAULT-VALUE}.")
    EncodingKind encoding;

    @Option(names = "--implied", description = "Add implied distance constraints (dag, tree): 'not reachable' "
            + "then follows by unit propagation instead of a hard search.")
    boolean implied;

    @Option(names = "--dimacs", paramLabel = "OUT", description = "Also write the CNF to OUT.")
    Path dimacs;

    @Mixin
    SatSolverOption solver;

    @Mixin
    LimitOptions limits;

    private final CheckReachabilityUseCase useCase;

    @Inject
    public ReachCommand(CheckReachabilityUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        Limits runLimits = answering.limits(limits);
        PuzzleSource source = answering.source(map, runLimits);
        CheckReachabilityResult result = useCase.check(new CheckReachabilityCommand(source, from, to, encoding, implied,
                solver.solver, dimacs, runLimits));
        return ReachabilityPresenter.answer(result, ReachAnswers.solve(source, result));
    }
}
