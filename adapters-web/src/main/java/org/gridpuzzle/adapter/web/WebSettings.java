package org.gridpuzzle.adapter.web;

import java.time.Duration;
import java.util.Objects;
import org.gridpuzzle.application.operation.CommonFields;
import org.gridpuzzle.domain.search.Limits;

/**
 * How the server runs: where it listens, how many jobs run at once and wait, and the limits every request gets.
 *
 * @param workers jobs solved at the same time (each on a thread of its own)
 * @param queue jobs that may wait for a worker; beyond that a request is refused with 429
 * @param maxBodyBytes the largest request body (larger: 400)
 * @param defaultTimeout the time limit of a request that names none
 * @param maxTimeout the largest time limit a request may ask for
 */
public record WebSettings(String host, int port, int workers, int queue, int maxBodyBytes, Duration defaultTimeout,
        Duration maxTimeout) {

    /** The address the server listens on unless told otherwise: this machine only. */
    public static final String LOOPBACK = "127.0.0.1";

    public WebSettings {
        Objects.requireNonNull(host, "host");
        check("port", port, 0, 65535);
        check("workers", workers, 1, 256);
        check("queue", queue, 0, 100_000);
        check("maxBodyBytes", maxBodyBytes, 1024, 64 << 20);
        Objects.requireNonNull(defaultTimeout, "defaultTimeout");
        Objects.requireNonNull(maxTimeout, "maxTimeout");
        if (defaultTimeout.compareTo(maxTimeout) > 0) {
            throw new IllegalArgumentException("the default time limit exceeds the largest allowed one");
        }
    }

    /**
     * Loopback, port 8080, a worker per core, 256 waiting jobs, 1 MiB bodies, 10 s per request (at most the spec's
     * {@code timeoutMs} maximum, 60 s).
     */
    public static WebSettings defaults() {
        return new WebSettings(LOOPBACK, 8080, Runtime.getRuntime().availableProcessors(), 256, 1 << 20,
                Duration.ofSeconds(10), Duration.ofMillis(CommonFields.TIMEOUT_MS.servedLimit()));
    }

    public WebSettings withAddress(String newHost, int newPort) {
        return new WebSettings(newHost, newPort, workers, queue, maxBodyBytes, defaultTimeout, maxTimeout);
    }

    public WebSettings withPool(int newWorkers, int newQueue) {
        return new WebSettings(host, port, newWorkers, newQueue, maxBodyBytes, defaultTimeout, maxTimeout);
    }

    public WebSettings withTimeouts(Duration newDefault, Duration newMax) {
        return new WebSettings(host, port, workers, queue, maxBodyBytes, newDefault, newMax);
    }

    /**
     * The memory each job's searches and formulas may take: the heap's share for structures divided among the
     * workers, which run at once ({@link Limits#withHeapShareOf}). A job that needs more stops with what it found so
     * far (413), and the others keep their room.
     */
    public long jobMemory() {
        return Limits.none().withHeapShareOf(workers).memoryBytes();
    }

    /** Whether the server listens on a loopback address only (then it also refuses other Host names). */
    public boolean loopback() {
        return host.equals(LOOPBACK) || host.equals("localhost") || host.equals("::1") || host.startsWith("127.");
    }

    private static void check(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ", got " + value);
        }
    }
}
