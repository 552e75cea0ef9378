package org.gridpuzzle.experiment.service.experiment;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;
import org.gridpuzzle.experiment.port.out.data.ListSuguruInstancesPort;
import org.gridpuzzle.experiment.port.out.data.LoadFloodItSetPort;
import org.gridpuzzle.experiment.port.out.data.LoadSnowmanSuitePort;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.experiment.error.BenchmarkCancelledException;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentProgress;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentCommand;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentResult;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentUseCase;
import org.gridpuzzle.experiment.port.out.experiment.DistributeJobsPort;
import org.gridpuzzle.experiment.port.out.experiment.ExperimentDatabasePort;
import org.gridpuzzle.experiment.port.out.experiment.LaunchJobPort;

/**
 * Lists the experiment's jobs, skips those with a row, and runs the rest on the local pool (each job in a process of
 * its own) or on a cluster; every outcome is verified here and recorded at once, in its own transaction, so that a
 * runner killed at any moment is resumed by running it again. Everything the command names is checked before the
 * database is touched.
 */
public final class RunExperimentService implements RunExperimentUseCase {

    private static final long MIN_MEMORY = 64L << 20;

    private final ExperimentSets sets;
    private final AnswerVerifier verifier;
    private final ExperimentDatabasePort database;
    private final LaunchJobPort launcher;
    private final DistributeJobsPort cluster;

    @Inject
    public RunExperimentService(LocateBenchmarkDataPort data, ListSuguruInstancesPort suguru,
            LoadSokobanLevelsPort sokoban, LoadSnowmanSuitePort snowman, LoadSnowmanLevelPort snowmanLevel,
            LoadFloodItSetPort floodIt, LoadSuguruPuzzlePort puzzles, CheckPlanUseCase plans,
            LoadGridMapPort maps, ExperimentDatabasePort database, LaunchJobPort launcher, DistributeJobsPort cluster) {
        this.sets = new ExperimentSets(data, suguru, sokoban, snowman, snowmanLevel, floodIt, maps);
        this.verifier = new AnswerVerifier(puzzles, plans, floodIt, maps);
        this.database = database;
        this.launcher = launcher;
        this.cluster = cluster;
    }

    @Override
    public RunExperimentResult run(RunExperimentCommand command) {
        long begun = System.nanoTime();
        if (!command.name().matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new InvalidParameterException("name", command.name(), "use letters, digits, '.', '_' and '-'");
        }
        if (command.limit().isNegative() || command.limit().isZero()) {
            throw new InvalidParameterException("limit", command.limit().toMillis() + "ms", "the limit must be positive");
        }
        if (command.memoryBytes() < MIN_MEMORY) {
            throw new InvalidParameterException("memory", Long.toString(command.memoryBytes()), "a job needs at least 64m");
        }
        ParameterOutOfRangeException.check("workers", command.workers(), 1, 1024);
        ExperimentSpec spec = new ExperimentSpec(command.name(), command.sets(), command.configs(),
                command.limit().toMillis(), command.memoryBytes());
        List<JobSpec> jobs = ExperimentJobs.shard(ExperimentJobs.list(spec, sets), command.shard());
        boolean remote = !command.cluster().isEmpty();
        // a cluster that does not answer is refused before the database is touched
        int slots = remote ? cluster.join(command.cluster(), command.access(), command.warnings()) : command.workers();
        try {
            database.prepare(command.db(), spec);
            if (command.reuseCubesFrom() != null) {
                reuseCubes(command, jobs);
            }
            Set<String> finished = database.finished(command.db(), command.name());
            List<JobSpec> pending = jobs.stream().filter(j -> !finished.contains(j.key())).toList();
            int before = jobs.size() - pending.size();
            ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
            Map<String, String> why = new java.util.concurrent.ConcurrentHashMap<>();
            int ran = runAll(command, jobs.size(), before, pending, slots, remote, failures, why);
            Map<String, Integer> statuses = new TreeMap<>();
            Set<String> keys = new java.util.HashSet<>(jobs.stream().map(JobSpec::key).toList());
            Set<String> rows = new java.util.HashSet<>();
            for (JobOutcome o : database.results(command.db(), command.name())) {
                if (keys.contains(o.job().key())) {
                    statuses.merge(o.status().label(), 1, Integer::sum);
                    rows.add(o.job().key());
                }
            }
            boolean stopped = command.cancelled().getAsBoolean();
            // what has no row at the end, read from the database: a job the pool lost for whatever reason counts
            List<String> notRun = stopped ? List.of() : jobs.stream().map(JobSpec::key).filter(k -> !rows.contains(k))
                    .sorted().map(k -> k + ": not run: " + why.getOrDefault(k, "no row at the end of the run")
                            + " (no row: the next run does it)").toList();
            return new RunExperimentResult(command.name(), jobs.size(), before, ran, statuses,
                    (System.nanoTime() - begun) / 1e9, stopped, slots, failures.stream().sorted().toList(),
                    notRun.size(), notRun);
        } finally {
            if (remote) {
                cluster.leave();
            }
        }
    }

    /**
     * The cube jobs another experiment decided, recorded here as they are (checked again, like any answer): a refuted
     * cube stays refuted whatever the limit, so a split taken further with a longer limit runs only the others.
     */
    private void reuseCubes(RunExperimentCommand command, List<JobSpec> jobs) {
        String from = command.reuseCubesFrom();
        if (database.experiment(command.db(), from).isEmpty() || from.equals(command.name())) {
            throw new InvalidParameterException("reuseCubesFrom", from, command.db() + " holds no other experiment of"
                    + " that name");
        }
        Map<String, JobSpec> byKey = new java.util.HashMap<>();
        jobs.forEach(j -> byKey.put(j.key(), j));
        for (JobOutcome o : database.results(command.db(), from)) {
            JobSpec here = byKey.get(o.job().key());
            if (here != null && here.hash().equals(o.job().hash()) && o.status().decided()
                    && Configuration.parse(here.config()).isCubeJob()) {
                JobOutcome copy = verifier.verify(new JobOutcome(here, o.status(), o.value(), o.lowerBound(), o.answer(),
                        o.wallSeconds(), o.cpuSeconds(), o.peakRssBytes(), o.statistics(), o.machine(),
                        o.startedMillis(), o.endedMillis(), "decided in experiment " + from
                                + (o.message() == null ? "" : ": " + o.message())));
                database.record(command.db(), copy);
            }
        }
    }

    /**
     * A crash or a wrong answer is a defect to look at; a job that refused its instance as bad input (exit 2, the
     * command line's code for it: a broken level in a collection) is recorded as a crash, but is the data's fault.
     */
    private static boolean isFailure(JobOutcome o) {
        return o.status() == JobStatus.WRONG_ANSWER
                || o.status() == JobStatus.CRASH && (o.message() == null || !o.message().startsWith("exit code 2:"));
    }

    private int runAll(RunExperimentCommand command, int total, int before, List<JobSpec> pending, int slots,
            boolean remote, ConcurrentLinkedQueue<String> failures, Map<String, String> why) {
        ConcurrentLinkedQueue<JobSpec> queue = new ConcurrentLinkedQueue<>(pending);
        AtomicInteger done = new AtomicInteger(before);
        AtomicInteger running = new AtomicInteger();
        AtomicInteger ran = new AtomicInteger();
        AtomicInteger solved = new AtomicInteger();
        AtomicLong jobNanos = new AtomicLong();
        long start = System.nanoTime();
        BooleanSupplier cancelled = command.cancelled();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(slots, Math.max(1, pending.size()))),
                r -> {
                    Thread t = new Thread(r, "experiment-worker");
                    t.setDaemon(true);
                    return t;
                });
        List<Future<?>> futures = new ArrayList<>();
        for (int w = 0; w < slots && w < pending.size(); w++) {
            futures.add(pool.submit(() -> {
                JobSpec job;
                while (!cancelled.getAsBoolean() && (job = queue.poll()) != null) {
                    running.incrementAndGet();
                    Optional<JobOutcome> outcome = remote ? cluster.run(job, cancelled) : launcher.launch(job, cancelled);
                    if (outcome.isEmpty()) {
                        running.decrementAndGet();
                        // no outcome and no cancel: the job did not run (counted at the end, by its missing row)
                        why.put(job.key(), "no outcome came back");
                        continue; // no row, so the next run does it again
                    }
                    JobOutcome checked = verifier.verify(outcome.get());
                    if (isFailure(checked)) {
                        failures.add(job.key() + ": " + checked.status().label()
                                + (checked.message() == null ? "" : ": " + checked.message()));
                    }
                    if (checked.status() == JobStatus.CRASH && Configuration.parse(job.config()).isCubeJob()) {
                        // a cube job's process that died is no answer about its cubes: no row, the next run does it
                        why.put(job.key(), "its process crashed (a cube job's crash gets no row)");
                        running.decrementAndGet();
                        command.progress().accept(new ExperimentProgress(total, done.get(), running.get(), queue.size(),
                                solved.get(), -1, job.key() + ": crashed (" + checked.message()
                                        + "); no row, the next run does it again"));
                        continue;
                    }
                    if (database.record(command.db(), checked)) {
                        ran.incrementAndGet();
                        if (checked.status().solved()) {
                            solved.incrementAndGet();
                        }
                    }
                    int d = done.incrementAndGet();
                    long mean = jobNanos.addAndGet((long) (checked.wallSeconds() * 1e9)) / Math.max(1, ran.get());
                    // as the pool stands once this slot has taken its next job (a slot is never idle while jobs wait)
                    int queued = queue.size();
                    int busy = running.decrementAndGet() + (queued > 0 ? 1 : 0);
                    int left = Math.max(0, queued - 1);
                    double eta = ran.get() == 0 ? -1 : (left + busy) * (mean / 1e9) / slots;
                    command.progress().accept(new ExperimentProgress(total, d, busy, left,
                            solved.get(), eta, checked.job().key() + ": " + checked.status().label()));
                }
                return null;
            }));
        }
        command.progress().accept(new ExperimentProgress(total, before, 0, pending.size(), 0, -1, null));
        try {
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BenchmarkCancelledException();
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
        return ran.get();
    }
}
