package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.gridpuzzle.lab.LabMain;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Benchmarks that need no shared data: their limits are per run, Ctrl-C ends the whole benchmark. */
class BenchLimitsIT {

    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor();

    @AfterAll
    static void stop() {
        WORKER.shutdownNow();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bench suguru --set generator --size 40", "bench floodit-2xn", "bench reach"})
    void ctrl_c_stops_a_benchmark_within_a_few_seconds(String command) throws Exception {
        TimedRun run = TimedRun.of(LabMain.WIRING, WORKER, command.split(" "), 600);
        assertThat(run.millisAfterCancel()).as("%s: stopped %d ms after Ctrl-C", command, run.millisAfterCancel())
                .isBetween(0L, 3000L);
        assertThat(run.err()).as(command).contains("stopped by Ctrl-C");
    }
}
