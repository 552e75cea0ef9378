package org.gridpuzzle.experiment.service.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.gridpuzzle.experiment.port.out.data.SuguruInstance;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentProgress;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentCommand;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentResult;
import org.gridpuzzle.experiment.port.out.experiment.DistributeJobsPort;
import org.gridpuzzle.experiment.port.out.experiment.ExperimentDatabasePort;
import org.gridpuzzle.experiment.port.out.experiment.LaunchJobPort;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.fixtures.GridBuilder;
import org.gridpuzzle.experiment.fixtures.InMemoryBenchmarkData;
import org.gridpuzzle.fixtures.RegionMapBuilder;
import org.junit.jupiter.api.Test;

/** The runner with its processes and database replaced: what it runs, what it refuses, what it records. */
class RunExperimentServiceTest {

    /** A 1x3 region: 1 given, so "1 2 3" and "1 3 2" solve it and nothing else does. */
    private static final SuguruPuzzle PUZZLE = SuguruPuzzle.of(RegionMapBuilder.aRegionMap().rows("AAA").build(),
            GridBuilder.aGrid().row("1..").build());

    private final InMemoryBenchmarkData data = new InMemoryBenchmarkData().withSuguru(Path.of("data/suguru/tiny"),
            List.of(new SuguruInstance("1.in", PUZZLE, Optional.empty()), new SuguruInstance("2.in", PUZZLE,
                    Optional.empty()), new SuguruInstance("3.in", PUZZLE, Optional.empty())));
    private final MemoryDatabase db = new MemoryDatabase();

    private RunExperimentService service(LaunchJobPort launcher) {
        return new RunExperimentService(data, data, file -> List.of(), data, file -> null, data, (file, format) -> PUZZLE,
                command -> null, file -> null, db, launcher, mock(DistributeJobsPort.class));
    }

    private static RunExperimentCommand command(String... configs) {
        return new RunExperimentCommand(Path.of("e.db"), "e", List.of("tiny"), List.of(configs), Duration.ofSeconds(5),
                256L << 20, 2, List.of(), null, null, null, null, null);
    }

    private static JobOutcome answered(JobSpec job, String grid) {
        return new JobOutcome(job, JobStatus.OPTIMAL, null, null, grid, 0.1, 0.1, 1, Map.of(), "m", 0, 1, null);
    }

    @Test
    void progress_counts_both_slots_busy_while_jobs_wait() {
        List<ExperimentProgress> lines = new java.util.concurrent.CopyOnWriteArrayList<>();
        RunExperimentCommand c = new RunExperimentCommand(Path.of("e.db"), "e", List.of("tiny"),
                List.of("suguru:fast", "suguru:paper"), Duration.ofSeconds(5), 256L << 20, 2, List.of(), null, null, null,
                lines::add, null);
        service((job, cancelled) -> {
            try {
                Thread.sleep(20); // both slots hold a job at once
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.of(answered(job, "1 2 3"));
        }).run(c);
        List<ExperimentProgress> after = lines.stream().filter(p -> p.done() > 0).toList();
        assertThat(after).hasSize(6);
        // a slot that has just finished takes the next job at once: it counts as busy while jobs wait
        assertThat(after.stream().mapToInt(ExperimentProgress::running).max()).hasValue(2);
        for (ExperimentProgress p : after) {
            assertThat(p.running()).as(p.toString()).isBetween(0, 2);
            assertThat(p.done() + p.left()).as(p.toString()).isLessThanOrEqualTo(6);
        }
    }

    @Test
    void a_lying_answer_is_recorded_as_wrong_and_a_true_one_as_solved() {
        RunExperimentResult r = service((job, cancelled) -> Optional.of(answered(job,
                job.instance().equals("2") ? "1 2 2" : "1 3 2"))).run(command("suguru:fast"));
        assertThat(r.jobs()).isEqualTo(3);
        assertThat(r.ran()).isEqualTo(3);
        assertThat(db.rows.get("tiny/1 suguru:fast").status()).isEqualTo(JobStatus.OPTIMAL);
        JobOutcome lie = db.rows.get("tiny/2 suguru:fast");
        assertThat(lie.status()).isEqualTo(JobStatus.WRONG_ANSWER);
        assertThat(lie.message()).contains("2");
        assertThat(r.statuses()).containsEntry("optimal", 2).containsEntry("wrong answer", 1);
    }

    @Test
    void a_crashed_job_and_a_wrong_answer_are_the_runs_failures() {
        RunExperimentResult r = service((job, cancelled) -> Optional.of(job.instance().equals("1")
                ? new JobOutcome(job, JobStatus.CRASH, null, null, null, 0.1, 0.1, 1, Map.of(), "m", 0, 1,
                        "exit code 1: java.lang.IllegalStateException")
                : answered(job, job.instance().equals("2") ? "1 2 2" : "1 3 2"))).run(command("suguru:fast"));
        assertThat(r.failures()).hasSize(2);
        assertThat(r.failures().get(0)).startsWith("tiny/1 suguru:fast: crash: exit code 1");
        assertThat(r.failures().get(1)).startsWith("tiny/2 suguru:fast: wrong answer");
        // a job that refused its instance as bad input (exit 2) is the data's fault, recorded but no failure
        RunExperimentResult bad = service((job, cancelled) -> Optional.of(new JobOutcome(job, JobStatus.CRASH, null,
                null, null, 0.1, 0.1, 1, Map.of(), "m", 0, 1, "exit code 2: gridpuzzle: bad.sok:6: no player")))
                .run(new RunExperimentCommand(Path.of("e.db"), "other", List.of("tiny"), List.of("suguru:paper"),
                        Duration.ofSeconds(5), 256L << 20, 2, List.of(), null, null, null, null, null));
        assertThat(bad.failures()).isEmpty();
    }

    @Test
    void a_second_run_runs_only_the_jobs_without_a_row_and_a_cancelled_job_leaves_none() {
        AtomicInteger launched = new AtomicInteger();
        // the first run: job 3 is cancelled (no outcome), so it has no row
        service((job, cancelled) -> {
            launched.incrementAndGet();
            return job.instance().equals("3") ? Optional.empty() : Optional.of(answered(job, "1 2 3"));
        }).run(command("suguru:fast"));
        assertThat(db.rows).hasSize(2);
        launched.set(0);
        RunExperimentResult again = service((job, cancelled) -> {
            launched.incrementAndGet();
            return Optional.of(answered(job, "1 2 3"));
        }).run(command("suguru:fast"));
        assertThat(launched.get()).isEqualTo(1);
        assertThat(again.before()).isEqualTo(2);
        assertThat(db.rows).hasSize(3);
    }

    @Test
    void a_job_that_got_no_outcome_without_a_cancel_is_named_and_the_run_is_not_clean() {
        // the hostile run's M2: the only worker died, the coordinator gave the job up, and the run ended
        // "10 jobs, 9 now" with exit 0 and not a word
        DistributeJobsPort cluster = new DistributeJobsPort() {
            @Override
            public int join(List<String> addresses, org.gridpuzzle.experiment.model.ClusterAccess access,
                    java.util.function.Consumer<String> warnings) {
                return 1;
            }

            @Override
            public Optional<JobOutcome> run(JobSpec job, java.util.function.BooleanSupplier cancelled) {
                return job.instance().equals("2") ? Optional.empty() : Optional.of(answered(job, "1 2 3"));
            }

            @Override
            public void leave() {
                // nothing joined
            }
        };
        RunExperimentService service = new RunExperimentService(data, data, file -> List.of(), data, file -> null, data,
                (file, format) -> PUZZLE, command -> null, file -> null, db, (job, cancelled) -> Optional.empty(),
                cluster);
        RunExperimentResult r = service.run(new RunExperimentCommand(Path.of("e.db"), "e", List.of("tiny"),
                List.of("suguru:fast"), Duration.ofSeconds(5), 256L << 20, 2, List.of("127.0.0.1:5701"),
                new org.gridpuzzle.experiment.model.ClusterAccess("127.0.0.1", 0, null, "a secret long enough"), null,
                null, null, null));
        assertThat(db.rows).hasSize(2).doesNotContainKey("tiny/2 suguru:fast");
        // counted in the result (from the rows at the end), not by the printing reading the lines
        assertThat(r.notRun()).isEqualTo(1);
        assertThat(r.notRunJobs()).singleElement().asString().startsWith("tiny/2 suguru:fast: not run: no outcome");
        assertThat(r.failures()).isEmpty();
        assertThat(r.stopped()).isFalse();
        assertThat(r.clean()).isFalse();
    }

    @Test
    void a_cancelled_job_is_no_failure() {
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        RunExperimentResult r = service((job, cancelled) -> {
            stop.set(true); // Ctrl-C while the first job runs: it comes back empty
            return Optional.empty();
        }).run(new RunExperimentCommand(Path.of("e.db"), "e", List.of("tiny"), List.of("suguru:fast"),
                Duration.ofSeconds(5), 256L << 20, 1, List.of(), null, null, stop::get, null, null));
        assertThat(r.failures()).isEmpty();
        assertThat(r.notRun()).isZero();
        assertThat(r.stopped()).isTrue();
        assertThat(db.rows).isEmpty();
    }

    @Test
    void shards_split_the_jobs_without_overlap() {
        List<String> seen = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            RunExperimentCommand c = command("suguru:fast", "suguru:paper");
            RunExperimentCommand shard = new RunExperimentCommand(c.db(), c.name(), c.sets(), c.configs(), c.limit(),
                    c.memoryBytes(), 1, List.of(), null, i + "/3", null, null, null);
            service((job, cancelled) -> {
                synchronized (seen) {
                    seen.add(job.key());
                }
                return Optional.of(answered(job, "1 2 3"));
            }).run(shard);
        }
        assertThat(seen).hasSize(6).doesNotHaveDuplicates();
    }

    /** The database port in memory, with its contract: one row per key. */
    static final class MemoryDatabase implements ExperimentDatabasePort {
        final Map<String, JobOutcome> rows = new ConcurrentHashMap<>();
        ExperimentSpec spec;

        @Override
        public void prepare(Path db, ExperimentSpec experiment) {
            spec = spec == null ? experiment : spec;
        }

        @Override
        public Optional<ExperimentSpec> experiment(Path db, String name) {
            return Optional.ofNullable(spec);
        }

        @Override
        public List<String> experiments(Path db) {
            return spec == null ? List.of() : List.of(spec.name());
        }

        @Override
        public Set<String> finished(Path db, String experiment) {
            return Set.copyOf(rows.keySet());
        }

        @Override
        public boolean record(Path db, JobOutcome outcome) {
            return rows.putIfAbsent(outcome.job().key(), outcome) == null;
        }

        @Override
        public List<JobOutcome> results(Path db, String experiment) {
            return List.copyOf(rows.values());
        }
    }
}
