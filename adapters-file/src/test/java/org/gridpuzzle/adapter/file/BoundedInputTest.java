package org.gridpuzzle.adapter.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.gridpuzzle.application.error.InputStoppedException;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs with an end and a deadline: a FIFO nobody writes to stops at the time limit or on Ctrl-C (it hung before),
 * and the memory budget bounds the bytes a file or a stream may have.
 */
class BoundedInputTest {

    @TempDir
    Path dir;

    private Path fifo(String name) throws Exception {
        Path fifo = dir.resolve(name);
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        assumeTrue(made, "no mkfifo on this system");
        return fifo;
    }

    private static Thread daemon(Runnable r) {
        Thread t = new Thread(r);
        t.setDaemon(true);
        t.start();
        return t;
    }

    @Test
    void a_fifo_nobody_writes_to_stops_at_the_time_limit() throws Exception {
        Path fifo = fifo("never.sug");
        Limits limits = Limits.none().withTimeLimit(Duration.ofMillis(300)).startedAt(System.nanoTime());
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> FormatRegistry.readText(PuzzleSource.file(fifo, limits)))
                .isInstanceOfSatisfying(InputStoppedException.class, e -> {
                    assertThat(e.reason()).isEqualTo(StopReason.TIME_LIMIT);
                    assertThat(e.getMessage()).isEqualTo(fifo + ": stopped while reading the input: time limit reached");
                });
        // 0.3 s asked; generous for a loaded machine: without the watch it waits for ever
        assertThat((System.nanoTime() - t0) / 1e9).isLessThan(20.0);
    }

    @Test
    void a_fifo_nobody_writes_to_stops_on_cancellation() throws Exception {
        Path fifo = fifo("cancelled.sug");
        AtomicBoolean flag = new AtomicBoolean();
        daemon(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            flag.set(true);
        });
        assertThatThrownBy(() -> FormatRegistry.readText(PuzzleSource.file(fifo,
                Limits.none().withCancellation(flag::get))))
                .isInstanceOfSatisfying(InputStoppedException.class,
                        e -> assertThat(e.reason()).isEqualTo(StopReason.CANCELLED));
    }

    @Test
    void a_fifo_that_is_written_is_read_whole() throws Exception {
        Path fifo = fifo("written.sug");
        Thread writer = daemon(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                out.write("AB\nAB\n\n1 2\n. .\n".getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        String text = FormatRegistry.readText(PuzzleSource.file(fifo,
                Limits.none().withTimeLimit(Duration.ofMinutes(5))));
        writer.join();
        assertThat(text).isEqualTo("AB\nAB\n\n1 2\n. .\n");
    }

    @Test
    void the_memory_budget_bounds_a_file_before_it_is_read() throws Exception {
        Path big = Files.writeString(dir.resolve("big.sug"), "A".repeat(3 << 20));
        // a 16 MiB budget leaves an input 2 MiB
        Limits small = Limits.none().withMemoryBudget(16L << 20);
        assertThat(BoundedInput.cap(small)).isEqualTo(2 << 20);
        assertThatThrownBy(() -> FormatRegistry.readText(PuzzleSource.file(big, small)))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage(big + ": is 3145728 bytes, more than the 2 MiB an input may have in this run's memory (an"
                        + " eighth of its budget; --memory SIZE raises it)");
        assertThat(FormatRegistry.readText(PuzzleSource.file(big, Limits.none()))).hasSize(3 << 20);
    }

    @Test
    void a_stream_that_never_ends_is_refused_past_its_cap() throws Exception {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.isReadable(zero), "no /dev/zero");
        Limits small = Limits.none().withMemoryBudget(8L << 20);
        assertThatThrownBy(() -> FormatRegistry.readText(PuzzleSource.file(zero, small)))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("/dev/zero: goes on past the 1 MiB an input may have in this run's memory (an eighth of"
                        + " its budget; --memory SIZE raises it)");
    }

    @Test
    void caps_stay_between_one_and_sixty_four_mebibytes() {
        assertThat(BoundedInput.cap(Limits.none())).isEqualTo(BoundedInput.MAX_BYTES);
        assertThat(BoundedInput.cap(Limits.none().withMemoryBudget(1L << 20))).isEqualTo(BoundedInput.MIN_CAP);
    }
}
