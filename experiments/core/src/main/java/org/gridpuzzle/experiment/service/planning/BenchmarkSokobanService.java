package org.gridpuzzle.experiment.service.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanCommand;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanResult;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanUseCase;
import org.gridpuzzle.experiment.port.in.planning.ConfigurationRun;
import org.gridpuzzle.experiment.port.in.planning.SokobanConfiguration;
import org.gridpuzzle.domain.search.Limits;

/**
 * Plans the set under each configuration in turn and computes the paper's two views: solved, proved and
 * PAR-2 per configuration, and the time on the levels every configuration solved.
 */
public final class BenchmarkSokobanService implements BenchmarkSokobanUseCase {

    private final LocateBenchmarkDataPort data;
    private final PlanGameUseCase planner;

    @Inject
    public BenchmarkSokobanService(LocateBenchmarkDataPort data, PlanGameUseCase planner) {
        this.data = data;
        this.planner = planner;
    }

    @Override
    public BenchmarkSokobanResult run(BenchmarkSokobanCommand command) {
        Path xsb = command.file() != null ? command.file() : data.locate("sokoban/" + command.set()).resolve("levels.xsb");
        List<Integer> levels = new ArrayList<>();
        for (int i = 1; command.first() != null && i <= command.first(); i++) {
            levels.add(i);
        }
        Limits limits = Limits.none().withTimeLimit(command.timeout()).withCancellation(command.cancelled());
        List<ConfigurationRun> runs = new ArrayList<>();
        String solver = null;
        for (SokobanConfiguration configuration : command.configurations()) {
            if (command.cancelled().getAsBoolean()) {
                break;
            }
            boolean sat = configuration.backend().kind() == PlanBackend.Kind.SAT;
            PlanGameResult r = planner.plan(new PlanGameCommand(Game.SOKOBAN, PuzzleSource.file(xsb), levels, configuration.options(),
                    sat ? command.solver() : null, limits, null, configuration.backend()));
            if (sat) {
                solver = r.solver();
            }
            ConfigurationRun run = totals(configuration, r, command.timeout().toMillis() / 1e3);
            runs.add(run);
            command.onConfiguration().accept(run);
        }
        List<Integer> common = commonlySolved(runs);
        List<Double> seconds = new ArrayList<>();
        for (ConfigurationRun run : runs) {
            seconds.add(common.stream().mapToDouble(i -> run.levels().get(i).nanos() / 1e9).sum());
        }
        return new BenchmarkSokobanResult(xsb.getFileName().toString(), solver, runs, common, seconds);
    }

    /** PAR-2: the time of every solved level plus twice the limit for every unsolved one. */
    static ConfigurationRun totals(SokobanConfiguration configuration, PlanGameResult r, double limitSeconds) {
        int solved = 0;
        int proved = 0;
        long pushes = 0;
        double par2 = 0;
        List<Integer> unsolved = new ArrayList<>();
        int refuted = 0;
        // a configuration deciding one bound has answered when it refutes it: that is not a level it failed on
        boolean decides = configuration.backend().steps() != 0;
        for (LevelPlan p : r.levels()) {
            if (p.solved()) {
                solved++;
                pushes += p.outcome().objectMoves();
                par2 += p.nanos() / 1e9;
                proved += p.outcome().optimal() ? 1 : 0;
            } else if (decides && p.outcome().stop() == PlanStop.REFUTED) {
                refuted++;
                par2 += p.nanos() / 1e9;
            } else {
                par2 += 2 * limitSeconds;
                unsolved.add(p.index());
            }
        }
        return new ConfigurationRun(configuration.strategy(), configuration.encoding(), r.levels(), solved, proved, pushes,
                par2, unsolved, refuted);
    }

    /**
     * PAR-2 rewards solving more; the time over the levels every configuration solved compares speed alone
     * (the paper's second view of its Sokoban table).
     */
    static List<Integer> commonlySolved(List<ConfigurationRun> runs) {
        int n = runs.stream().mapToInt(r -> r.levels().size()).min().orElse(0);
        List<Integer> common = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            final int level = i;
            if (runs.stream().allMatch(r -> r.levels().get(level).solved())) {
                common.add(i);
            }
        }
        return common;
    }
}

