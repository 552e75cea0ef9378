package org.gridpuzzle.application.service.planning;

import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.gridpuzzle.application.service.TestModels.snowman;
import static org.gridpuzzle.application.service.TestModels.sokoban;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.application.service.DpllSolver;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A level solved at its start gets the empty plan, optimal, whatever the strategy, cubes or back-end, before any
 * table or formula is built (hostile-2026-12-07 L8: 323 boxes on their goals took seconds, and at a busy moment ended
 * "no plan: time limit while building the formula"). A time limit already spent shows that nothing else ran.
 */
class SolvedAtStartTest {

    private static final PuzzleSource XSB = PuzzleSource.file(Path.of("packed.xsb"));
    private static final PuzzleSource LVL = PuzzleSource.file(Path.of("built.lvl"));
    private static final Limits SPENT = Limits.none().withTimeLimit(Duration.ZERO);

    private final LoadSokobanLevelsPort sokobanFiles = mock(LoadSokobanLevelsPort.class, org.mockito.Mockito
            .withSettings().defaultAnswer(call -> call.getMethod().isDefault() ? call.callRealMethod()
                    : org.mockito.Mockito.RETURNS_DEFAULTS.answer(call)));
    private final LoadSnowmanLevelPort snowmanFiles = mock(LoadSnowmanLevelPort.class);
    private final SelectSatSolverPort solvers = mock(SelectSatSolverPort.class);
    private final SolvePlanningModelPort models = mock(SolvePlanningModelPort.class);

    @BeforeEach
    void ports() {
        when(sokobanFiles.loadSokobanLevels(XSB)).thenReturn(List.of(packed()));
        when(snowmanFiles.loadSnowmanLevel(LVL)).thenReturn(built());
        when(solvers.select(any())).thenReturn(new SatBackend("dpll (test)", DpllSolver::new));
    }

    @Test
    void every_strategy_answers_a_solved_sokoban_level_with_the_empty_plan_at_once() {
        for (PlanOptions options : everyWay(Game.SOKOBAN)) {
            emptyPlan(plan(Game.SOKOBAN, XSB, options, PlanBackend.sat()), options);
        }
    }

    @Test
    void every_strategy_answers_a_built_snowman_level_with_the_empty_plan_at_once() {
        for (PlanOptions options : everyWay(Game.SNOWMAN)) {
            emptyPlan(plan(Game.SNOWMAN, LVL, options, PlanBackend.sat()), options);
        }
    }

    @Test
    void a_model_back_end_is_not_asked_about_a_solved_level() {
        emptyPlan(plan(Game.SOKOBAN, XSB, sequential(), new PlanBackend(PlanBackend.Kind.ASP, "fair", 0)), "asp");
        emptyPlan(plan(Game.SNOWMAN, LVL, sequential(), new PlanBackend(PlanBackend.Kind.MINIZINC, "path", 0)),
                "minizinc");
        verify(models, never()).decide(any(), any());
    }

    private LevelPlan plan(Game game, PuzzleSource source, PlanOptions options, PlanBackend backend) {
        PlanGameService planner = new PlanGameService(sokobanFiles, snowmanFiles, solvers, mock(SaveCnfPort.class),
                mock(ProgressPort.class), models);
        return planner.plan(new PlanGameCommand(game, source, List.of(), options, null, SPENT, null, backend))
                .levels().get(0);
    }

    private static void emptyPlan(LevelPlan p, Object how) {
        PlanOutcome o = p.outcome();
        assertThat(o.moves()).as("%s: %s", how, o.stopped()).isEqualTo("");
        assertThat(o.objectMoves()).as("%s", how).isZero();
        assertThat(o.optimal()).as("%s", how).isTrue();
        assertThat(o.lowerBound()).as("%s", how).isZero();
        assertThat(o.stopped()).as("%s", how).isNull();
        assertThat(p.solved()).as("%s", how).isTrue();
    }

    /** Every strategy, and the sequential ascent in cubes, a cube job and a cube job conquered by search. */
    /** Every strategy the game offers (fess is Sokoban's), and the cube splits. */
    private static List<PlanOptions> everyWay(Game game) {
        List<PlanOptions> all = new ArrayList<>();
        for (PlanStrategy s : PlanStrategy.values()) {
            if (game.offers(s)) {
                all.add(PlanOptions.of(s, null, 30, true));
            }
        }
        all.add(sequential().withCubing(PlanOptions.Cubing.of(4)));
        all.add(sequential().withCubing(PlanOptions.Cubing.job(5, 1, 4)));
        all.add(sequential().withCubing(PlanOptions.Cubing.job(5, 1, 4).bySearch()));
        return all;
    }

    private static PlanOptions sequential() {
        return new PlanOptions(PlanStrategy.SEQUENTIAL, EncodingKind.PATH, 30, true);
    }

    /** hostile-2026-12-07 L8's packed.xsb: 323 boxes on their goals fill an 18×18 room, the player in a corner. */
    private static SokobanLevel packed() {
        String[] rows = new String[20];
        rows[0] = "#".repeat(20);
        rows[1] = "#@" + "*".repeat(17) + "#";
        for (int r = 2; r < 19; r++) {
            rows[r] = "#" + "*".repeat(18) + "#";
        }
        rows[19] = "#".repeat(20);
        return sokoban("packed all on goals", rows);
    }

    /** Two snowmen built on snow, the agent beside them. */
    private static SnowmanLevel built() {
        return snowman(
                "########",
                "#p.....#",
                "#.7..7.#",
                "#......#",
                "########");
    }
}
