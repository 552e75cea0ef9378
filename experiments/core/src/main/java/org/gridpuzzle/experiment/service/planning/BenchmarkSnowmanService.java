package org.gridpuzzle.experiment.service.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.experiment.port.out.data.LoadSnowmanSuitePort;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.experiment.port.out.data.SnowmanSuite;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSnowmanCommand;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSnowmanResult;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSnowmanUseCase;
import org.gridpuzzle.experiment.port.in.planning.SnowmanRow;
import org.gridpuzzle.domain.search.Limits;

/** Plans every level of the suite in name order, each within the limit, beside its best known result. */
public final class BenchmarkSnowmanService implements BenchmarkSnowmanUseCase {

    private final LocateBenchmarkDataPort data;
    private final LoadSnowmanSuitePort suites;
    private final PlanGameUseCase planner;

    @Inject
    public BenchmarkSnowmanService(LocateBenchmarkDataPort data, LoadSnowmanSuitePort suites, PlanGameUseCase planner) {
        this.data = data;
        this.suites = suites;
        this.planner = planner;
    }

    @Override
    public BenchmarkSnowmanResult run(BenchmarkSnowmanCommand command) {
        Path dir = command.folder() != null ? command.folder() : data.locate("snowman");
        SnowmanSuite suite = suites.loadSnowmanSuite(dir);
        Limits limits = Limits.none().withTimeLimit(command.timeout()).withCancellation(command.cancelled());
        List<SnowmanRow> rows = new ArrayList<>();
        String solver = null;
        int proved = 0;
        double provedSeconds = 0;
        for (Path file : suite.levels()) {
            if (command.cancelled().getAsBoolean()) {
                break;
            }
            String name = file.getFileName().toString().replace(".lvl", "");
            if (!command.only().isEmpty() && !command.only().contains(name)) {
                continue;
            }
            PlanGameResult r = planner.plan(new PlanGameCommand(Game.SNOWMAN, PuzzleSource.file(file), List.of(), command.options(),
                    command.solver(), limits, null, command.backend()));
            solver = r.solver();
            LevelPlan plan = r.levels().get(0);
            if (plan.outcome().optimal()) {
                proved++;
                provedSeconds += plan.nanos() / 1e9;
            }
            SnowmanRow row = new SnowmanRow(name, suite.bestKnown().getOrDefault(name, "?"), plan);
            rows.add(row);
            command.onLevel().accept(row);
        }
        return new BenchmarkSnowmanResult(solver, rows, proved, provedSeconds);
    }
}

