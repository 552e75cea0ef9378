package org.gridpuzzle.experiment.service.experiment;

import org.gridpuzzle.domain.planning.PlanOutcome;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityCommand;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityUseCase;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import org.gridpuzzle.experiment.port.out.data.LoadFloodItSetPort;
import org.gridpuzzle.experiment.model.JobAnswer;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.RunJobCommand;
import org.gridpuzzle.experiment.port.in.experiment.RunJobUseCase;
import org.gridpuzzle.experiment.service.floodit.FloodItPivot;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.internal.FixedBeamSolver;
import org.gridpuzzle.domain.floodit.internal.FixedExactSolver;
import org.gridpuzzle.domain.floodit.internal.FixedSolution;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.suguru.SolveOutcome;

/**
 * One job, solved in this process with the job's wall limit (the runner kills the process a grace period later, so a
 * solver that overruns its limit is still stopped). The answer goes back unverified: the runner verifies it.
 */
public final class RunJobService implements RunJobUseCase {

    private final SolveSuguruUseCase suguru;
    private final PlanGameUseCase planner;
    private final LoadFloodItSetPort floodIt;
    private final CheckReachabilityUseCase reach;

    @Inject
    public RunJobService(SolveSuguruUseCase suguru, PlanGameUseCase planner, LoadFloodItSetPort floodIt,
            CheckReachabilityUseCase reach) {
        this.reach = reach;
        this.suguru = suguru;
        this.planner = planner;
        this.floodIt = floodIt;
    }

    @Override
    public JobAnswer run(RunJobCommand command) {
        JobSpec job = command.job();
        Configuration config = Configuration.parse(job.config());
        Limits limits = Limits.none().withTimeLimit(Duration.ofMillis(job.limitMillis()))
                .withCancellation(command.cancelled());
        try {
            switch (config.genre()) {
                case SUGURU:
                    return suguru(job, config, limits);
                case FLOODIT:
                    return floodIt(job, config, limits);
                case REACH:
                    return reach(job, config, limits);
                default:
                    return plan(job, config, limits);
            }
        } catch (MemoryBudgetException e) {
            return new JobAnswer(JobStatus.MEMOUT, null, null, null, Map.of(), e.getMessage());
        }
    }

    private JobAnswer suguru(JobSpec job, Configuration config, Limits limits) {
        SolveSuguruResult r = suguru.solve(new SolveSuguruCommand(PuzzleSource.file(Path.of(job.file())), null, config.suguru(), limits));
        Map<String, Double> stats = Map.of("nodes", (double) r.outcome().stats().nodes());
        SolveOutcome outcome = r.outcome();
        if (outcome instanceof SolveOutcome.Solved solved) {
            return new JobAnswer(JobStatus.OPTIMAL, null, null, grid(solved.solution()), stats, null);
        }
        if (outcome instanceof SolveOutcome.Unsolvable unsolvable) {
            return new JobAnswer(JobStatus.UNSAT, null, null, null, stats, unsolvable.reason());
        }
        return stopped(((SolveOutcome.Stopped) outcome).reason(), null, stats);
    }

    private JobAnswer floodIt(JobSpec job, Configuration config, Limits limits) {
        Board board = floodIt.loadFloodItSet(Path.of(job.file())).boards().get(job.part() - 1);
        int pivot = FloodItPivot.of(Path.of(job.file()).getFileName().toString(), board);
        FixedSolution s = config.beam() == 0 ? new FixedExactSolver().solve(board.graph(), pivot, limits)
                : new FixedBeamSolver(config.beam()).solve(board.graph(), pivot, limits);
        Map<String, Double> stats = Map.of("expanded", (double) s.expanded(), "tableBytes", (double) s.memoryBytes());
        if (!s.found()) {
            return stopped(s.stopped(), (long) s.lowerBound(), stats);
        }
        String colours = s.colours().stream().map(String::valueOf).collect(Collectors.joining(","));
        return new JobAnswer(s.optimal() ? JobStatus.OPTIMAL : JobStatus.SOLVED, (long) s.length(), (long) s.lowerBound(),
                colours, stats, null);
    }

    private JobAnswer reach(JobSpec job, Configuration config, Limits limits) {
        long begun = System.nanoTime();
        CheckReachabilityResult r = reach.check(new CheckReachabilityCommand(PuzzleSource.file(Path.of(job.file())), null, null,
                config.encoding(), true, config.satSolver(), null, limits));
        Map<String, Double> stats = Map.of("variables", (double) r.variables(), "clauses", (double) r.clauses());
        if (r.status() == SatStatus.SAT && r.path().isPresent()) {
            List<Position> path = r.path().get();
            return new JobAnswer(JobStatus.SOLVED, (long) path.size(), null, ReachabilityCheck.write(path), stats, null);
        }
        if (r.status() == SatStatus.UNSAT) {
            return new JobAnswer(JobStatus.UNSAT, null, null, null, stats, "no path from S to T");
        }
        boolean late = System.nanoTime() - begun >= limits.timeLeft().toNanos();
        return new JobAnswer(late ? JobStatus.TIMEOUT : JobStatus.UNKNOWN, null, null, null, stats, "the solver gave up");
    }

    private JobAnswer plan(JobSpec job, Configuration config, Limits limits) {
        Game game = config.genre().word().equals("sokoban") ? Game.SOKOBAN : Game.SNOWMAN;
        List<Integer> levels = job.part() > 0 ? List.of(job.part()) : List.of();
        LevelPlan p = planner.plan(new PlanGameCommand(game, PuzzleSource.file(Path.of(job.file())), levels, config.planning(),
                config.satSolver(), limits, null, config.backend())).levels().get(0);
        PlanOutcome o = p.outcome();
        Map<String, Double> stats = new LinkedHashMap<>();
        stats.put("solverCalls", (double) o.calls());
        stats.put("solverSeconds", o.solverNanos() / 1e9);
        stats.put("variables", (double) o.variables());
        stats.put("clauses", (double) o.clauses());
        if (o.states() > 0) { // a state search ran: its states and what learned deadlocks cut
            stats.put("searchStates", (double) o.states());
            stats.put("cutByLearnedDeadlocks", (double) o.cut());
            stats.put("learnedDeadlocks", (double) o.patterns());
        }
        if (o.searched()) { // the nodes the state searches expanded: fess's is the papers' count, the same anywhere
            stats.put("searchNodes", (double) o.nodes());
        }
        if (p.solved()) {
            return new JobAnswer(o.optimal() ? JobStatus.OPTIMAL : JobStatus.SOLVED, (long) o.objectMoves(),
                    (long) o.lowerBound(), o.moves(), stats, null);
        }
        boolean decides = config.backend().steps() != 0 || config.isCubeJob();
        String why = o.stopped() == null ? "no plan" : o.stopped();
        if (o.noPlanExists()) {
            return new JobAnswer(JobStatus.UNSAT, null, null, null, stats, why); // proved: no bound to give
        }
        if (decides && why.startsWith("no plan of at most")) {
            return new JobAnswer(JobStatus.UNSAT, null, (long) o.lowerBound(), null, stats, why);
        }
        JobStatus status = why.contains("time limit") ? JobStatus.TIMEOUT
                : why.contains("memory") ? JobStatus.MEMOUT : JobStatus.UNKNOWN;
        if (why.contains("cancelled")) {
            status = JobStatus.TIMEOUT;
        }
        return new JobAnswer(status, null, (long) o.lowerBound(), null, stats, why);
    }

    private static JobAnswer stopped(StopReason reason, Long bound, Map<String, Double> stats) {
        JobStatus status = reason == StopReason.MEMORY_LIMIT ? JobStatus.MEMOUT
                : reason == StopReason.NODE_LIMIT ? JobStatus.UNKNOWN : JobStatus.TIMEOUT;
        return new JobAnswer(status, null, bound, null, stats, reason == null ? null : reason.description());
    }

    /** Rows of digits joined by '/': short, and what the runner's verifier reads back. */
    static String grid(IntGrid g) {
        return java.util.Arrays.stream(g.toRows()).map(row -> java.util.Arrays.stream(row).mapToObj(String::valueOf)
                .collect(Collectors.joining(" "))).collect(Collectors.joining("/"));
    }
}
