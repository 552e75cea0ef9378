package org.gridpuzzle.application.service.planning;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.gridpuzzle.application.service.TestModels.sokoban;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.application.service.DpllSolver;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

/**
 * While a found plan's walks are shortened, the status says so and shows the plan's length: it read "search, 5 s; no
 * plan yet" through a pass of seconds (the status is read each time it is set, as a front end reads it).
 */
class ShorteningStatusTest {

    private static final PuzzleSource XSB = PuzzleSource.file(Path.of("two.xsb"));

    @Test
    void the_status_names_the_shortening_and_the_plan_in_hand() {
        LoadSokobanLevelsPort files = mock(LoadSokobanLevelsPort.class, org.mockito.Mockito.withSettings()
                .defaultAnswer(call -> call.getMethod().isDefault() ? call.callRealMethod()
                        : org.mockito.Mockito.RETURNS_DEFAULTS.answer(call)));
        when(files.loadSokobanLevels(XSB)).thenReturn(List.of(sokoban("Two", "######", "#@$ .#", "######")));
        SelectSatSolverPort solvers = mock(SelectSatSolverPort.class);
        when(solvers.select(any())).thenReturn(new SatBackend("dpll (test)", DpllSolver::new));
        ProgressPort progress = mock(ProgressPort.class);
        List<String> shown = new ArrayList<>();
        doAnswer(call -> shown.add(((Supplier<?>) call.getArgument(1)).get().toString())).when(progress)
                .status(eq("sokoban"), any(Supplier.class));
        PlanGameService planner = new PlanGameService(files, mock(LoadSnowmanLevelPort.class), solvers,
                mock(SaveCnfPort.class), progress, mock(SolvePlanningModelPort.class));
        for (PlanStrategy strategy : new PlanStrategy[] {PlanStrategy.SEARCH,
                PlanStrategy.AUTO}) {
            shown.clear();
            PlanGameResult r = planner.plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(),
                    PlanOptions.of(strategy, null, 30, true), null,
                    Limits.none().withTimeLimit(Duration.ofSeconds(30)), null));
            assertThat(r.levels().get(0).solved()).isTrue();
            assertThat(shown).as(strategy.label()).anySatisfy(line -> assertThat(line)
                    .matches("Two: shortening the plan's walks, \\d+ s; best 2 pushes, at least \\d+, gap \\d+"));
        }
    }
}
