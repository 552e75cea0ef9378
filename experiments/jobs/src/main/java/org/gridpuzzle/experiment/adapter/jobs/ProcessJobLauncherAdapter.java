package org.gridpuzzle.experiment.adapter.jobs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.experiment.model.JobAnswer;
import org.gridpuzzle.experiment.model.JobReport;
import org.gridpuzzle.domain.search.MemoryBudget;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.out.experiment.LaunchJobPort;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.process.WatchedProcess;

/**
 * A job as a JVM of its own: {@code java -Xmx<the heap's share of the job's memory> -XX:+ExitOnOutOfMemoryError -cp <this class
 * path> <main> experiment job --job <JSON>}. The job stops itself at its limit; a job still running 1.5 s later is
 * killed (with everything it started) and recorded as a timeout. Its answer is the last JSON line it prints.
 */
@Singleton
public final class ProcessJobLauncherAdapter implements LaunchJobPort {

    /** After the limit: the job's JVM may need a moment to print what it found; then it is killed. */
    static final long GRACE_MILLIS = 1500;
    private static final long SAMPLE_MILLIS = 100;
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final JobProgram program;
    private final String machine;
    private final JobFolders folders;
    private final java.util.concurrent.atomic.AtomicBoolean swept = new java.util.concurrent.atomic.AtomicBoolean();

    @Inject
    public ProcessJobLauncherAdapter(JobProgram program) {
        this.program = program;
        this.machine = hostName();
        this.folders = new JobFolders(Path.of(System.getProperty("java.io.tmpdir")), machine);
    }

    @Override
    public Optional<JobOutcome> launch(JobSpec job, BooleanSupplier cancelled) {
        JobFolders.Held held = null;
        if (swept.compareAndSet(false, true)) {
            folders.sweep(); // what a runner killed with kill -9 left behind
        }
        try {
            held = folders.create();
            Path dir = held.dir();
            Path out = dir.resolve("stdout");
            Path err = dir.resolve("stderr");
            long started = System.currentTimeMillis();
            long begun = System.nanoTime();
            WatchedProcess p = WatchedProcess.start(argv(job), out, err);
            ProcessSampler sampler = new ProcessSampler(p.pid());
            ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "job-sampler");
                t.setDaemon(true);
                return t;
            });
            ticker.scheduleAtFixedRate(sampler::sample, 0, SAMPLE_MILLIS, TimeUnit.MILLISECONDS);
            WatchedProcess.End end;
            try {
                Limits limits = Limits.none().withTimeLimit(Duration.ofMillis(job.limitMillis())).withCancellation(cancelled);
                end = p.await(limits, begun, GRACE_MILLIS, Duration.ofMillis(job.limitMillis() + GRACE_MILLIS));
            } finally {
                ticker.shutdownNow();
            }
            double wall = (System.nanoTime() - begun) / 1e9;
            long ended = System.currentTimeMillis();
            if (end == WatchedProcess.End.CANCELLED) {
                return Optional.empty();
            }
            Outcome o = end == WatchedProcess.End.EXITED ? read(p.exitCode(), out, err)
                    : new Outcome(new JobAnswer(JobStatus.TIMEOUT, null, null, null, Map.of(),
                            "killed " + GRACE_MILLIS + " ms after the limit"), Double.NaN, 0);
            JobAnswer a = o.answer();
            Map<String, Double> stats = new HashMap<>(a.statistics());
            double cpu = Double.isNaN(o.cpuSeconds()) ? sampler.cpuSeconds() : Math.max(o.cpuSeconds(), sampler.cpuSeconds());
            long peak = Math.max(o.peakBytes(), sampler.peakBytes());
            return Optional.of(new JobOutcome(job, a.status(), a.value(), a.lowerBound(), a.answer(), wall, cpu, peak,
                    stats, machine, started, ended, a.message()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a job's process", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            if (held != null) {
                held.close();
            }
        }
    }

    private List<String> argv(JobSpec job) throws JsonProcessingException {
        List<String> argv = new ArrayList<>();
        argv.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // the memory rule: the heap gets its share of the job's memory; the job's structures then take their share of
        // the heap it got (read by the job itself, nothing to pass on)
        long heapKib = Math.max(48L << 10, MemoryBudget.heapOf(job.memoryBytes()) >> 10);
        argv.add("-Xmx" + heapKib + "k");
        argv.add("-Xss16m");
        argv.add("-XX:+UseSerialGC");
        argv.add("-XX:+ExitOnOutOfMemoryError");
        argv.add("-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"));
        argv.add("-cp");
        argv.add(System.getProperty("java.class.path"));
        argv.add(program.mainClass());
        argv.addAll(program.words());
        argv.add("--job");
        argv.add(JSON.writeValueAsString(job));
        return argv;
    }

    /** The answer, and the CPU time and peak memory the job measured of itself at its end (NaN / 0 if none). */
    private record Outcome(JobAnswer answer, double cpuSeconds, long peakBytes) {
    }

    private static Outcome read(int code, Path out, Path err) throws IOException {
        String answerLine = null;
        List<String> printed = Files.readAllLines(out);
        for (String line : printed) {
            if (line.startsWith("{")) {
                answerLine = line;
            }
        }
        List<String> errors = Files.readAllLines(err);
        if (answerLine != null) {
            try {
                JobReport r = JSON.readValue(answerLine, JobReport.class);
                if (r.answer() != null) {
                    return new Outcome(r.answer(), r.cpuSeconds(), r.peakRssBytes());
                }
            } catch (JsonProcessingException e) {
                return crash(code, List.of("unreadable answer: " + e.getOriginalMessage()));
            }
        }
        // -XX:+ExitOnOutOfMemoryError says so on standard output, an OutOfMemoryError caught and printed on either
        if (printed.stream().anyMatch(l -> l.contains("OutOfMemoryError"))
                || errors.stream().anyMatch(l -> l.contains("OutOfMemoryError"))) {
            return new Outcome(new JobAnswer(JobStatus.MEMOUT, null, null, null, Map.of(), "out of memory (heap limit)"),
                    Double.NaN, 0);
        }
        return crash(code, errors);
    }

    private static Outcome crash(int code, List<String> errors) {
        String first = errors.stream().filter(l -> !l.isBlank()).findFirst().orElse("no message");
        String why = (code > 128 ? "killed by signal " + (code - 128) : "exit code " + code) + ": " + first;
        return new Outcome(new JobAnswer(JobStatus.CRASH, null, null, null, Map.of(), why), Double.NaN, 0);
    }

    static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
