package org.gridpuzzle.application.service.planning;

import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.PlannerFailedException;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;
import static org.gridpuzzle.application.service.TestModels.snowman;
import static org.gridpuzzle.application.service.TestModels.sokoban;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.atLeastOnce;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gridpuzzle.application.error.NoSuchLevelException;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.application.service.DpllSolver;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.internal.SnowmanBreadthFirst;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanBreadthFirst;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanReplay;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The planning services with a small complete SAT solver: plans replay and match breadth-first optima. */
class PlanningServicesTest {

    private static final PuzzleSource XSB = PuzzleSource.file(Path.of("two.xsb"));
    private static final PuzzleSource LVL = PuzzleSource.file(Path.of("tiny.lvl"));
    private static final SokobanLevel ONE_PUSH = sokoban("One", "#####", "#@$.#", "#####");
    private static final SokobanLevel TWO_PUSHES = sokoban("Two", "######", "#@$ .#", "######");
    private static final SnowmanLevel TINY = snowman("#######", "#q'''##", "#'1'2'#", "#''4''#", "#######");

    // the port's default methods (one level, the titles) run as written, over the stubbed list
    private final LoadSokobanLevelsPort sokobanFiles = mock(LoadSokobanLevelsPort.class, org.mockito.Mockito
            .withSettings().defaultAnswer(call -> call.getMethod().isDefault() ? call.callRealMethod()
                    : org.mockito.Mockito.RETURNS_DEFAULTS.answer(call)));
    private final LoadSnowmanLevelPort snowmanFiles = mock(LoadSnowmanLevelPort.class);
    private final SelectSatSolverPort solvers = mock(SelectSatSolverPort.class);
    private final SaveCnfPort cnfs = mock(SaveCnfPort.class);
    private final ProgressPort progress = mock(ProgressPort.class);
    private final SolvePlanningModelPort models = mock(SolvePlanningModelPort.class);

    @BeforeEach
    void ports() {
        when(sokobanFiles.loadSokobanLevels(XSB)).thenReturn(List.of(ONE_PUSH, TWO_PUSHES));
        when(snowmanFiles.loadSnowmanLevel(LVL)).thenReturn(TINY);
        when(solvers.select(any())).thenReturn(new SatBackend("dpll (test)", DpllSolver::new));
    }

    private PlanGameService planner() {
        return new PlanGameService(sokobanFiles, snowmanFiles, solvers, cnfs, progress, models);
    }

    private static PlanOptions sequential() {
        return new PlanOptions(PlanStrategy.SEQUENTIAL, EncodingKind.PATH, 30, true);
    }

    @Test
    void every_level_gets_a_push_optimal_plan_that_replays_and_matches_breadth_first_search() {
        PlanGameResult r = planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(), sequential(), null,
                Limits.none().withTimeLimit(Duration.ofSeconds(30)), null));
        assertThat(r.solver()).isEqualTo("dpll (test)");
        assertThat(r.levels()).extracting(LevelPlan::index).containsExactly(1, 2);
        for (LevelPlan p : r.levels()) {
            SokobanLevel level = p.index() == 1 ? ONE_PUSH : TWO_PUSHES;
            assertThat(p.solved()).isTrue();
            assertThat(p.outcome().optimal()).isTrue();
            SokobanReplayResult replay = SokobanReplay.play(level, p.outcome().moves());
            assertThat(replay.ok() && level.solved(replay.state())).isTrue();
            assertThat(p.outcome().objectMoves()).isEqualTo(new SokobanBreadthFirst(true).solve(level, Limits.none())
                    .orElseThrow().pushes());
        }
        verify(progress, atLeastOnce()).report(eq("sokoban"), any());
    }

    @Test
    void the_snowman_level_is_planned_with_the_fewest_ball_moves() {
        PlanGameResult r = planner().plan(new PlanGameCommand(Game.SNOWMAN, LVL, List.of(), sequential(), null,
                Limits.none().withTimeLimit(Duration.ofSeconds(60)), null));
        LevelPlan p = r.levels().get(0);
        assertThat(p.title()).isEqualTo("tiny.lvl");
        assertThat(p.outcome().objectMoves()).isEqualTo(new SnowmanBreadthFirst().solve(TINY, Limits.none()).orElseThrow()
                .ballMoves());
        CheckPlanResult replay = new CheckPlanService(sokobanFiles, snowmanFiles).check(new CheckPlanCommand(Game.SNOWMAN,
                LVL, 1, p.outcome().moves()));
        assertThat(replay.solved()).isTrue();
    }

    @Test
    void only_the_levels_asked_are_planned_and_a_missing_one_is_refused_with_the_count() {
        PlanGameResult second = planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(2), sequential(), null, null,
                null));
        assertThat(second.levels()).extracting(LevelPlan::title).containsExactly("Two");
        assertThatThrownBy(() -> planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(3), sequential(), null,
                null, null)))
                .isInstanceOfSatisfying(NoSuchLevelException.class, e -> {
                    assertThat(e.level()).isEqualTo(3);
                    assertThat(e.levels()).isEqualTo(2);
                });
    }

    @Test
    void the_first_level_warning_is_for_a_level_nobody_named() {
        planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(1), sequential(), null, null, null,
                PlanBackend.sat(), List.of(), false));
        verify(progress, never()).warn(any());
        planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(1), sequential(), null, null, null,
                PlanBackend.sat(), List.of(), true));
        verify(progress).warn("two.xsb has 2 levels: planning level 1 only (name a level by number or title, or ask"
                + " for all of them)");
    }

    @Test
    void a_broken_level_among_several_is_reported_as_bad_input_and_the_others_are_planned() {
        PuzzleSource broken = PuzzleSource.file(Path.of("three.xsb"));
        InvalidInputException bad = new InvalidInputException("three.xsb", 8, 4, "level 2 'Bad': unknown character 'X'");
        when(sokobanFiles.sokobanLevelsOneByOne(broken)).thenReturn(List.of(() -> ONE_PUSH, () -> {
            throw bad;
        }, () -> TWO_PUSHES));
        when(sokobanFiles.sokobanTitles(broken)).thenReturn(List.of("One", "Bad", "Two"));
        for (List<Integer> levels : List.of(List.<Integer>of(), List.of(1, 2, 3))) {
            PlanGameResult r = planner().plan(new PlanGameCommand(Game.SOKOBAN, broken, levels, sequential(), null,
                    null, null));
            assertThat(r.levels()).extracting(LevelPlan::index, LevelPlan::title, LevelPlan::solved, LevelPlan::badInput)
                    .containsExactly(tuple(1, "One", true, null), tuple(2, "Bad", false, bad.getMessage()),
                            tuple(3, "Two", true, null));
        }
        verify(progress, times(2)).warn(bad.getMessage() + "; the other levels are planned");
        // asked for alone, it is the bad input it is
        assertThatThrownBy(() -> planner().plan(new PlanGameCommand(Game.SOKOBAN, broken, List.of(2), sequential(),
                null, null, null))).isSameAs(bad);
    }

    /**
     * Several levels have a limit each from the level's own start, the first too; one level alone keeps the command's
     * start (a command line's: the JVM's start is inside its --timeout). Here the command's limit was spent before the
     * planning began (anchored a minute ago): before, the first of several levels was stopped at once by it.
     */
    @Test
    void the_first_of_several_levels_has_its_own_limit_and_one_level_alone_the_command_s() {
        Limits spent = Limits.none().withTimeLimit(Duration.ofSeconds(30))
                .startedAt(System.nanoTime() - Duration.ofSeconds(60).toNanos());
        PlanGameResult both = planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(), sequential(), null, spent,
                null));
        assertThat(both.levels()).extracting(LevelPlan::title).containsExactly("One", "Two");
        assertThat(both.levels()).allSatisfy(p -> assertThat(p.solved()).as(p.title() + ": " + p.outcome().stopped())
                .isTrue());
        PlanGameResult alone = planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(2), sequential(), null,
                spent, null));
        assertThat(alone.levels().get(0).solved()).as("the command's limit, spent").isFalse();
        assertThat(alone.levels().get(0).outcome().stopped()).contains("time limit");
    }

    /** Level Two's two pushes to the right, over its floor indices (the player starts behind the box). */
    private static List<PlanAction> twoPushesRight() {
        FloorMap floor = new SokobanEncoding(TWO_PUSHES).floor();
        int box = floor.index(TWO_PUSHES.start().player()) + 1;
        return List.of(new PlanAction(PlanAction.Kind.PUSH, box - 1, box, box + 1, Direction.RIGHT),
                new PlanAction(PlanAction.Kind.PUSH, box, box + 1, box + 2, Direction.RIGHT));
    }

    @Test
    void a_model_back_end_is_asked_bound_after_bound_and_its_plan_is_rendered_and_replayed() {
        when(models.decide(any(), any())).thenAnswer(call -> {
            ModelQuery q = call.getArgument(0);
            return q.steps() < 2 ? new ModelAnswer(SatStatus.UNSAT, List.of(), 0, "clasp (test)")
                    : new ModelAnswer(SatStatus.SAT, twoPushesRight(), 2, "clasp (test)");
        });
        PlanGameResult r = planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(2), sequential(), null, null,
                null, new PlanBackend(PlanBackend.Kind.ASP, "fair", 0)));
        PlanOutcome o = r.levels().get(0).outcome();
        assertThat(o.moves()).isEqualTo("RR");
        assertThat(o.objectMoves()).isEqualTo(2);
        assertThat(o.optimal()).isTrue();
        assertThat(r.solver()).contains("fair model");
        // the ascent starts at the matching bound (2 for this level), so one call suffices
        verify(models, times(1)).decide(any(), any());
    }

    @Test
    void a_model_plan_that_does_not_solve_the_level_is_a_failure_of_the_planner_not_an_answer() {
        when(models.decide(any(), any())).thenReturn(new ModelAnswer(SatStatus.SAT, twoPushesRight().subList(0, 1), 1,
                "clasp (test)"));
        assertThatThrownBy(() -> planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(2), sequential(), null,
                null, null, new PlanBackend(PlanBackend.Kind.ASP, "competition", 0))))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("does not solve");
    }

    @Test
    void the_asp_models_are_sokoban_only_and_unknown_models_are_refused() {
        assertThatThrownBy(() -> planner().plan(new PlanGameCommand(Game.SNOWMAN, LVL, List.of(), sequential(), null,
                null, null, new PlanBackend(PlanBackend.Kind.ASP, null, 0))))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("Sokoban");
        assertThatThrownBy(() -> planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(), sequential(), null,
                null, null, new PlanBackend(PlanBackend.Kind.ASP, "lazy", 0))))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("no asp model 'lazy'");
    }

    @Test
    void a_cancelled_run_plans_nothing_more() {
        PlanGameResult r = planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(), sequential(), null,
                Limits.none().withCancellation(() -> true), null));
        assertThat(r.levels()).isEmpty();
    }

    @Test
    void with_a_dimacs_folder_every_solver_call_writes_its_formula_with_the_assumptions_as_units() {
        Path dir = Path.of("cnf");
        PlanGameResult r = planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(2), sequential(), null, null, dir));
        int calls = r.levels().get(0).outcome().calls();
        assertThat(calls).isPositive();
        verify(cnfs, times(calls)).saveCnf(any(Path.class), any(Cnf.class), any(Limits.class));
        verify(cnfs).saveCnf(eq(dir.resolve("002-Two-001.cnf")), any(Cnf.class), any(Limits.class));
        planner().plan(new PlanGameCommand(Game.SOKOBAN, XSB, List.of(1), sequential(), null, null, null));
        verify(cnfs, times(calls)).saveCnf(any(Path.class), any(Cnf.class), any(Limits.class));
    }

    @Test
    void a_plan_check_says_solved_what_is_left_or_where_it_fails() {
        CheckPlanService check = new CheckPlanService(sokobanFiles, snowmanFiles);
        CheckPlanResult solved = check.check(new CheckPlanCommand(Game.SOKOBAN, XSB, 2, "RR"));
        assertThat(solved.solved()).isTrue();
        assertThat(solved.objectMoves()).isEqualTo(2);
        CheckPlanResult half = check.check(new CheckPlanCommand(Game.SOKOBAN, XSB, 2, "R"));
        assertThat(half.solved()).isFalse();
        assertThat(half.left()).isEqualTo("1 box off the goals");
        assertThat(half.after()).contains("@$.");
        CheckPlanResult wrong = check.check(new CheckPlanCommand(Game.SOKOBAN, XSB, 1, "L"));
        assertThat(wrong.error()).isNotNull();
        assertThat(wrong.failedAt()).isEqualTo(1);
        assertThatThrownBy(() -> check.check(new CheckPlanCommand(Game.SOKOBAN, XSB, 0, "R")))
                .isInstanceOf(NoSuchLevelException.class);
        verify(snowmanFiles, never()).loadSnowmanLevel(any());
    }

    @Test
    void a_bound_to_decide_above_the_cap_on_steps_is_refused_before_anything_is_built() {
        // --cubes 4 --steps 2147483647 built formulas for 11 s and 2.2 GiB: the cap is 300 unless raised
        PlanOptions cubed = PlanOptions.of(PlanStrategy.SEARCH_OPTIMAL, null, 300, true)
                .withCubing(new PlanOptions.Cubing(4, Integer.MAX_VALUE, 0).bySearch());
        assertThatThrownBy(() -> new PlanGameCommand(Game.SNOWMAN, LVL, List.of(), cubed, null, null, null))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("steps 2147483647")
                .hasMessageContaining("300");
        assertThatThrownBy(() -> new PlanGameCommand(Game.SOKOBAN, XSB, List.of(), sequential(), null, null, null,
                new PlanBackend(PlanBackend.Kind.ASP, "fair", 301))).isInstanceOf(InvalidInputException.class);
        PlanOptions raised = PlanOptions.of(PlanStrategy.SEARCH_OPTIMAL, null, 400, true)
                .withCubing(new PlanOptions.Cubing(4, 400, 0).bySearch());
        assertThat(new PlanGameCommand(Game.SNOWMAN, LVL, List.of(), raised, null, null, null).options()).isEqualTo(raised);
    }
}
