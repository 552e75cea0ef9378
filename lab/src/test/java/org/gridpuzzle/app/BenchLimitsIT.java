package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.gridpuzzle.app.lab.LabMain;
import org.gridpuzzle.clikit.Terminal;
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
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        CommandLineComponent component = LabMain.WIRING.wire(new Terminal(o, e));
        Future<Integer> code = WORKER.submit(() -> Main.execute(component, command.split(" "), o, e));
        try {
            int early = code.get(600, TimeUnit.MILLISECONDS);
            throw new AssertionError(command + " finished (exit " + early + ") before Ctrl-C: " + err);
        } catch (TimeoutException stillRunning) {
            component.cancellation().cancel();
        }
        long cancelled = System.nanoTime();
        code.get(30, TimeUnit.SECONDS);
        long millisAfterCancel = (System.nanoTime() - cancelled) / 1_000_000;
        assertThat(millisAfterCancel).as("%s: stopped %d ms after Ctrl-C", command, millisAfterCancel)
                .isBetween(0L, 3000L);
        assertThat(err.toString()).as(command).contains("stopped by Ctrl-C");
    }
}
