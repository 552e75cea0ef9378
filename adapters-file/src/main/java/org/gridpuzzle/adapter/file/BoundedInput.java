package org.gridpuzzle.adapter.file;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.gridpuzzle.application.error.InputStoppedException;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;

/**
 * An input read whole, but never more than its cap ({@link #MAX_BYTES}, less under a small memory budget): a regular
 * file is sized before a byte is read, a stream (standard input, a FIFO, {@code /dev/zero}) is read in pieces and
 * refused one byte past the cap, so an input that never ends costs a fraction of a second and no more memory than the
 * cap. A stream that waits (a FIFO nobody opens, a terminal nobody types into) is read on a thread of its own while
 * the caller keeps the run's time limit and Ctrl-C, as every phase does.
 */
final class BoundedInput {

    /** Far beyond any puzzle file (a 2000×2000 Flood-It board is 8 MB), far below a heap. */
    static final int MAX_BYTES = 64 << 20;
    /** The cap is this part of the memory budget: the text, its decoding and the model read from it fit beside it. */
    static final int BUDGET_SHARE = 8;
    /** No cap below this: every puzzle a person makes fits. */
    static final int MIN_CAP = 1 << 20;
    /** How often a waiting read looks at the clock and Ctrl-C. */
    private static final long POLL_MILLIS = 20;

    private static final int PIECE = 64 << 10;

    private BoundedInput() {
    }

    /** The most bytes an input may have under these limits. */
    static int cap(Limits limits) {
        if (limits.memoryBytes() == Long.MAX_VALUE) {
            return MAX_BYTES;
        }
        return (int) Math.max(MIN_CAP, Math.min(MAX_BYTES, limits.memory() / BUDGET_SHARE));
    }

    static byte[] file(String shown, Path file, Limits limits) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        int cap = cap(limits);
        if (attributes.isRegularFile() && attributes.size() > cap) {
            throw tooLarge(shown, attributes.size(), cap);
        }
        if (attributes.isDirectory()) {
            throw new InvalidInputException(shown, "is a directory, not a file");
        }
        Reading whole = () -> {
            try (InputStream in = Files.newInputStream(file)) {
                return read(shown, in, cap);
            }
        };
        // opening a FIFO waits for a writer, and reading it for its bytes: both inside the limits
        return attributes.isRegularFile() ? whole.read() : watched(shown, limits, whole);
    }

    static byte[] stream(String shown, InputStream in, Limits limits) throws IOException {
        int cap = cap(limits);
        return watched(shown, limits, () -> read(shown, in, cap));
    }

    private interface Reading {
        byte[] read() throws IOException;
    }

    private static byte[] watched(String shown, Limits limits, Reading reading) throws IOException {
        FutureTask<byte[]> task = new FutureTask<>(() -> {
            try {
                return reading.read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        Thread reader = new Thread(task, "gridpuzzle-input");
        reader.setDaemon(true); // a read that never returns must not keep the process alive
        reader.start();
        Budget budget = limits.start();
        while (true) {
            try {
                return task.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                if (!budget.check()) {
                    reader.interrupt();
                    throw new InputStoppedException(shown, budget.stopReason());
                }
            } catch (InterruptedException e) {
                reader.interrupt();
                Thread.currentThread().interrupt();
                throw new InputStoppedException(shown, StopReason.CANCELLED);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof UncheckedIOException io) {
                    throw io.getCause();
                }
                if (cause instanceof RuntimeException r) {
                    throw r;
                }
                if (cause instanceof Error err) {
                    throw err;
                }
                throw new IllegalStateException(cause);
            }
        }
    }

    private static byte[] read(String shown, InputStream in, int cap) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] piece = new byte[PIECE];
        int n;
        while ((n = in.read(piece)) >= 0) {
            if (out.size() + (long) n > cap) {
                throw tooLarge(shown, -1, cap);
            }
            out.write(piece, 0, n);
        }
        return out.toByteArray();
    }

    private static InvalidInputException tooLarge(String shown, long size, int cap) {
        String limit = cap == MAX_BYTES ? "the " + (MAX_BYTES >> 20) + " MiB an input may have"
                : "the " + mib(cap) + " an input may have in this run's memory (an eighth of its budget; --memory SIZE"
                        + " raises it)";
        return new InvalidInputException(shown, size >= 0 ? "is " + size + " bytes, more than " + limit
                : "goes on past " + limit);
    }

    private static String mib(int bytes) {
        return bytes % (1 << 20) == 0 ? (bytes >> 20) + " MiB" : String.format(Locale.ROOT, "%.1f MiB",
                bytes / (double) (1 << 20));
    }
}
