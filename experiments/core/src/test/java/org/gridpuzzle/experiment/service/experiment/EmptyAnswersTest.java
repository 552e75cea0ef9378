package org.gridpuzzle.experiment.service.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.service.planning.CheckPlanService;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.experiment.fixtures.InMemoryBenchmarkData;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentCommand;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentResult;
import org.gridpuzzle.experiment.port.out.data.FloodItSet;
import org.gridpuzzle.experiment.port.out.data.SnowmanSuite;
import org.gridpuzzle.experiment.port.out.data.SuguruInstance;
import org.gridpuzzle.experiment.port.out.experiment.DistributeJobsPort;
import org.gridpuzzle.experiment.port.out.experiment.LaunchJobPort;
import org.gridpuzzle.fixtures.GridBuilder;
import org.gridpuzzle.fixtures.RegionMapBuilder;
import org.gridpuzzle.format.snowman.SnowmanFormat;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hostile run's M1: an empty answer is the right one for a level solved at its start, a snowman already built, a
 * board of one colour; the runner checks it like any other (replayed by the game's own rules and the real plan
 * checker), records it as the job said, and the run has no failure. An empty answer where the start is not solved is
 * still refused.
 */
class EmptyAnswersTest {

    @TempDir
    Path dir;

    private final InMemoryBenchmarkData data = new InMemoryBenchmarkData();
    private final RunExperimentServiceTest.MemoryDatabase db = new RunExperimentServiceTest.MemoryDatabase();

    private static String text(PuzzleSource source) {
        try {
            return Files.readString(((PuzzleSource.File) source).path());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The runner with the real plan checker over the real readers, and jobs that answer as {@code answers} says. */
    private RunExperimentService service(SuguruPuzzle suguru, Function<JobSpec, JobOutcome> answers) {
        CheckPlanService plans = new CheckPlanService(source -> XsbFormat.parse(source.name(), text(source)),
                source -> new SnowmanFormat().read(source.name(), text(source)));
        LaunchJobPort launcher = (job, cancelled) -> Optional.of(answers.apply(job));
        return new RunExperimentService(data, data, source -> XsbFormat.parse(source.name(), text(source)), data,
                source -> new SnowmanFormat().read(source.name(), text(source)),
                // a job names its file by its absolute path; the fake's sets are kept by relative ones
                folder -> data.loadFloodItSet(folder.isAbsolute() ? Path.of("").toAbsolutePath().relativize(folder)
                        : folder), (file, format) -> suguru,
                plans, file -> null, db, launcher, mock(DistributeJobsPort.class));
    }

    private static RunExperimentCommand command(String set, String... configs) {
        return new RunExperimentCommand(Path.of("e.db"), "t", List.of(set), List.of(configs), Duration.ofSeconds(10),
                256L << 20, 2, List.of(), null, null, null, null, null);
    }

    private static JobOutcome answer(JobSpec job, JobStatus status, Long value, String answer) {
        return new JobOutcome(job, status, value, value, answer, 0.1, 0.1, 1, Map.of(), "m", 0, 1, null);
    }

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    private void allOptimalAndNoFailure(RunExperimentResult r, int jobs) {
        assertThat(r.failures()).isEmpty();
        assertThat(db.rows).hasSize(jobs);
        assertThat(db.rows.values()).allSatisfy(o -> assertThat(o.status()).as(o.job().key() + ": " + o.message())
                .isEqualTo(JobStatus.OPTIMAL));
    }

    @Test
    void a_sokoban_level_solved_at_its_start_has_the_empty_plan_under_every_configuration() throws IOException {
        Path level = file("solved.xsb", "; solved\n#####\n#@* #\n#####\n");
        RunExperimentResult r = service(null, job -> answer(job, JobStatus.OPTIMAL, 0L, ""))
                .run(command(level.toString(), "sokoban:search", "sokoban:search-optimal", "sokoban:sequential:path"));
        allOptimalAndNoFailure(r, 3);
        // a job that gives no answer at all (null) is the empty plan too
        db.rows.clear();
        allOptimalAndNoFailure(service(null, job -> answer(job, JobStatus.OPTIMAL, 0L, null))
                .run(command(level.toString(), "sokoban:search")), 1);
    }

    @Test
    void a_cube_split_of_a_solved_level_is_a_plan_of_zero() throws IOException {
        Path level = file("solved.xsb", "; solved\n#####\n#@* #\n#####\n");
        // cube job 1 holds the start (it solves the level: idle steps); job 2's cubes are refuted
        RunExperimentResult r = service(null, job -> job.config().contains(":1/2")
                ? answer(job, JobStatus.SOLVED, 0L, "") : answer(job, JobStatus.UNSAT, null, null))
                .run(command(level.toString(), "sokoban:cubes:3:2"));
        assertThat(r.failures()).isEmpty();
        JobOutcome plan = db.rows.values().stream().filter(o -> o.job().config().contains(":1/2")).findFirst()
                .orElseThrow();
        assertThat(plan.status()).as(plan.message()).isEqualTo(JobStatus.SOLVED);
        ExperimentReport report = ReportExperimentService.summarise(new ExperimentSpec("t", List.of(level.toString()),
                List.of("sokoban:cubes:3:2"), 10_000, 256L << 20), List.copyOf(db.rows.values()), "e.db");
        assertThat(report.cubes()).singleElement().satisfies(v -> {
            assertThat(v.verdict()).isEqualTo("plan");
            assertThat(v.bestPlan()).isZero();
            assertThat(v.toFinish()).isNull();
        });
    }

    @Test
    void snowmen_already_built_have_the_empty_plan() throws IOException {
        Path one = file("built.lvl", "#####\n#p7.#\n#####\n");
        Path two = file("built2.lvl", "#######\n#p7.7.#\n#######\n");
        data.withSnowman(InMemoryBenchmarkData.DATA.resolve("snowman/built"), new SnowmanSuite(List.of(one, two),
                Map.of()));
        RunExperimentResult r = service(null, job -> answer(job, JobStatus.OPTIMAL, 0L, ""))
                .run(command("built", "snowman:search", "snowman:sequential:path"));
        allOptimalAndNoFailure(r, 4);
    }

    @Test
    void a_board_of_one_colour_has_the_empty_move_list_and_its_published_optimum_is_zero() {
        Board flat = new Board(GridBuilder.aGrid().row("11").row("11").build());
        Board two = new Board(GridBuilder.aGrid().row("12").row("12").build());
        data.withFloodIt(InMemoryBenchmarkData.DATA.resolve("floodit/one"), new FloodItSet(List.of(flat, two),
                List.of(0, 1)));
        RunExperimentResult r = service(null, job -> job.instance().equals("1")
                ? answer(job, JobStatus.OPTIMAL, 0L, "") : answer(job, JobStatus.OPTIMAL, 1L, "2"))
                .run(command("one", "floodit:exact", "floodit:beam:5"));
        allOptimalAndNoFailure(r, 4);
    }

    @Test
    void a_suguru_with_every_cell_given_is_solved_by_its_givens() {
        SuguruPuzzle given = SuguruPuzzle.of(RegionMapBuilder.aRegionMap().rows("AAB").build(),
                GridBuilder.aGrid().row("121").build());
        data.withSuguru(InMemoryBenchmarkData.DATA.resolve("suguru/given"), List.of(new SuguruInstance("1.in", given,
                Optional.empty())));
        RunExperimentResult r = service(given, job -> answer(job, JobStatus.OPTIMAL, null, "1 2 1"))
                .run(command("given", "suguru:fast", "suguru:sat"));
        allOptimalAndNoFailure(r, 2);
    }

    @Test
    void an_empty_answer_where_the_start_is_not_solved_is_still_wrong() throws IOException {
        Path level = file("open.xsb", "; open\n######\n#@$ .#\n######\n");
        Path snowman = file("unbuilt.lvl", "#########\n#p.1.2.4#\n#########\n");
        data.withSnowman(InMemoryBenchmarkData.DATA.resolve("snowman/unbuilt"), new SnowmanSuite(List.of(snowman),
                Map.of()));
        data.withFloodIt(InMemoryBenchmarkData.DATA.resolve("floodit/two"), new FloodItSet(List.of(
                new Board(GridBuilder.aGrid().row("12").row("12").build())), List.of(1)));
        SuguruPuzzle open = SuguruPuzzle.of(RegionMapBuilder.aRegionMap().rows("AA").build(),
                GridBuilder.aGrid().row("1.").build());
        data.withSuguru(InMemoryBenchmarkData.DATA.resolve("suguru/open"), List.of(new SuguruInstance("1.in", open,
                Optional.empty())));
        RunExperimentResult r = service(open, job -> answer(job, JobStatus.OPTIMAL, 0L, ""))
                .run(new RunExperimentCommand(Path.of("e.db"), "t", List.of(level.toString(), "unbuilt", "two", "open"),
                        List.of("sokoban:search", "snowman:search", "floodit:exact", "suguru:fast"),
                        Duration.ofSeconds(10), 256L << 20, 2, List.of(), null, null, null, null, null));
        assertThat(db.rows).hasSize(4);
        assertThat(db.rows.values()).allSatisfy(o -> assertThat(o.status()).as(o.job().key())
                .isEqualTo(JobStatus.WRONG_ANSWER));
        assertThat(r.failures()).hasSize(4);
        assertThat(db.rows.get("open/1 sokoban:search").message()).contains("does not solve");
        assertThat(db.rows.get("unbuilt/unbuilt snowman:search").message()).contains("does not solve");
        assertThat(db.rows.get("two/1 floodit:exact").message()).contains("do not flood");
        assertThat(db.rows.get("open/1 suguru:fast").message()).contains("without a grid");
    }
}
