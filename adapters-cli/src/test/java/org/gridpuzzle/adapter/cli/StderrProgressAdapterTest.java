package org.gridpuzzle.adapter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.gridpuzzle.clikit.Quiet;
import org.gridpuzzle.clikit.Terminal;
import org.junit.jupiter.api.Test;

/** The status that redraws itself on a thread of its own survives the search taking the whole heap, and says nothing. */
class StderrProgressAdapterTest {

    /**
     * Before: an OutOfMemoryError in a redraw (hostile run L7, {@code --memory 100m}) ended the thread with the JVM's
     * {@code Exception in thread "gridpuzzle-progress"} line, and the handler's own OutOfMemoryError after it.
     */
    @Test
    void a_redraw_out_of_memory_is_skipped_quietly_and_the_status_goes_on() throws Exception {
        StringWriter err = new StringWriter();
        StderrProgressAdapter progress = new StderrProgressAdapter(new Terminal(new PrintWriter(new StringWriter()),
                new PrintWriter(err)), new Quiet(), null);
        List<Throwable> uncaught = Collections.synchronizedList(new ArrayList<>());
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        AtomicInteger redraws = new AtomicInteger();
        try {
            progress.status("sokoban", () -> {
                if (Thread.currentThread().getName().equals("gridpuzzle-progress")
                        && redraws.incrementAndGet() <= 2) {
                    throw new OutOfMemoryError("Java heap space");
                }
                return "search, 3 s";
            });
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (redraws.get() < 4 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
        } finally {
            progress.finish();
            Thread.setDefaultUncaughtExceptionHandler(before);
        }
        assertThat(redraws.get()).as("the ticker lived on after two redraws out of memory").isGreaterThanOrEqualTo(4);
        assertThat(uncaught).as("nothing reached the JVM's handler").isEmpty();
        assertThat(err.toString()).doesNotContain("Exception").doesNotContain("Error").contains("search, 3 s");
    }
}
