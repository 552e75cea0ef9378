package org.gridpuzzle.lab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.lab.LabRun;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A runner killed with SIGKILL in the middle of an experiment, then run again: the rows of an uninterrupted run. */
class ExperimentResumeIT {

    private static final String[] JOBS = {"--name", "resume", "--set", "paper230:1-12", "--config", "suguru:fast",
        "--limit", "20s", "--memory", "256m", "--workers", "2", "-q"};

    @TempDir
    Path dir;

    @Test
    void killed_mid_run_and_run_again_gives_the_rows_of_an_uninterrupted_run() throws Exception {
        assumeTrue(SharedData.sharedData("suguru/paper230").isPresent(), "shared/data/suguru/paper230 is absent");
        Path killed = dir.resolve("killed.db");
        Process runner = Jvm.start(dir.resolve("runner.log"), with("--db", killed.toString()));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        int seen = 0;
        while (System.nanoTime() < deadline && runner.isAlive()) {
            seen = Files.exists(killed) ? safeCount(killed) : 0;
            if (seen >= 4) {
                break;
            }
            Thread.sleep(50);
        }
        assertThat(runner.isAlive()).as("the runner was still running when it had %d rows (%s); its output: %s", seen,
                lastError, Files.readString(dir.resolve("runner.log"))).isTrue();
        runner.destroyForcibly(); // SIGKILL: no shutdown hook, no last write
        runner.waitFor(10, TimeUnit.SECONDS);
        int afterKill = safeCount(killed);
        assertThat(afterKill).isBetween(4, 11);

        CliRun again = LabRun.of(with("--db", killed.toString()));
        assertThat(again.exitCode()).as(again.err()).isZero();
        Path whole = dir.resolve("whole.db");
        CliRun uninterrupted = LabRun.of(with("--db", whole.toString()));
        assertThat(uninterrupted.exitCode()).as(uninterrupted.err()).isZero();

        List<JobOutcome> rows = Rows.of(killed, "resume");
        assertThat(rows).hasSize(12);
        assertThat(rows.stream().map(o -> o.job().key()).distinct().count()).isEqualTo(12);
        Map<String, String> resumed = Rows.verdicts(killed, "resume");
        assertThat(resumed).isEqualTo(Rows.verdicts(whole, "resume"));
        // the rows written before the kill were kept, not run again
        assertThat(rows.stream().filter(o -> o.startedMillis() < rows.stream().mapToLong(JobOutcome::endedMillis)
                .sorted().skip(afterKill - 1).findFirst().orElseThrow() + 1).count()).isGreaterThanOrEqualTo(afterKill);
    }

    private String lastError = "no error reading it";

    private int safeCount(Path db) {
        try {
            return Rows.of(db, "resume").size();
        } catch (RuntimeException e) {
            lastError = e.getMessage(); // the experiment is not recorded yet, or the file is being created
            return 0;
        }
    }

    private static String[] with(String... more) {
        String[] out = new String[2 + JOBS.length + more.length];
        out[0] = "experiment";
        out[1] = "run";
        System.arraycopy(JOBS, 0, out, 2, JOBS.length);
        System.arraycopy(more, 0, out, 2 + JOBS.length, more.length);
        return out;
    }
}
