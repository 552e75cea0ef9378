package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.operation.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.sse.SseClient;
import io.javalin.http.staticfiles.Location;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.server.AbstractConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code gridpuzzle serve}: the page (static files from the jar) and the JSON API. Every operation runs as a job
 * on the bounded pool; {@code POST /api/GENRE/VERB} waits for its answer, {@code POST /api/jobs/GENRE/VERB} returns
 * at once with a job to poll, follow ({@code /events}, server-sent events) or cancel ({@code DELETE}).
 *
 * <p>Javalin rather than the JDK's HTTP server: Jetty underneath (robust HTTP/1.1, timeouts, graceful stop), static
 * files with content types and caching, asynchronous answers and server-sent events, in a few lines each; the JDK
 * server would need all of that written by hand.
 */
public final class WebServer implements AutoCloseable {

    /** The headers of every answer: no inline script or style is needed, so the policy forbids both. */
    static final Map<String, String> SECURITY_HEADERS = Map.of(
            "Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
                    + " connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
            "X-Content-Type-Options", "nosniff",
            "X-Frame-Options", "DENY",
            "Referrer-Policy", "no-referrer",
            "Cross-Origin-Opener-Policy", "same-origin",
            "Cross-Origin-Resource-Policy", "same-origin");

    /** Set on a request once it has its JSON answer, so the not-found page does not replace an API's own 404. */
    private static final String ANSWERED = "gridpuzzle.answered";

    private static final Set<String> LOOPBACK_NAMES = Set.of("127.0.0.1", "localhost", "[::1]");

    /** How long a connection may send or take nothing (an event stream sends a keep-alive more often). */
    static final Duration IDLE = Duration.ofSeconds(10);
    /** A request body moving slower than this (after {@link #BODY_GRACE}) is a client that holds a thread for nothing. */
    static final long MIN_BYTES_PER_SECOND = 256;
    /** How long a request body may come at any pace before it must keep to {@link #MIN_BYTES_PER_SECOND}. */
    static final Duration BODY_GRACE = IDLE;
    /** Jetty's threads: hundreds of slow connections may each hold one until the rate or idle limit closes it. */
    static final int MAX_THREADS = 600;
    /** How often a quiet event stream gets a comment line. */
    static final Duration PING = Duration.ofSeconds(4);

    private final WebSettings settings;
    private final Operations operations;
    private final JobPool pool;
    private final ClientWatch clients;
    private final Examples examples = new Examples();
    private final String openApi;
    /**
     * Sends each stream's last event: a job's end is not the place to write to a slow client (it would hold the job's
     * thread, or a DELETE request waiting for the job, as long as the client does not read).
     */
    private final ExecutorService streamEnds = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "gridpuzzle-event-stream");
        t.setDaemon(true);
        return t;
    });
    /**
     * Keeps quiet event streams open (a comment on each, more often than the idle limit) and drops the jobs of
     * clients that hung up.
     */
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "gridpuzzle-event-ping");
        t.setDaemon(true);
        return t;
    });
    /** The open event streams, ended when the server stops. */
    private final Set<EventStream> streams = ConcurrentHashMap.newKeySet();
    /** Set when the server stops: no event is sent after it. */
    private volatile boolean stopped;
    private Javalin app;

    @Inject
    WebServer(WebSettings settings, Operations operations, JobPool pool, OpenConnections connections) {
        this.settings = settings;
        this.operations = operations;
        this.pool = pool;
        this.clients = new ClientWatch(pool, connections);
        this.openApi = Json.write(OpenApiDocument.of(Json.tree(resource("/web/openapi.json")), operations.all(),
                settings.maxTimeout().toMillis()));
    }

    /**
     * Starts listening; returns the port (the one asked for, or a free one for port 0). A port another program holds
     * is refused before Javalin tries it ({@link UncheckedIOException} with the system's reason): Javalin logs a failed
     * start as an ERROR of its own beside the command's one line (a stray line in a passing test's output).
     */
    public int start() {
        if (settings.port() != 0) {
            checkPortFree(settings.host(), settings.port());
        }
        app = Javalin.create(this::configure).start(settings.host(), settings.port());
        timers.scheduleWithFixedDelay(() -> List.copyOf(streams).forEach(EventStream::ping), PING.toMillis(),
                PING.toMillis(), TimeUnit.MILLISECONDS);
        timers.scheduleWithFixedDelay(clients::sweep, ClientWatch.EVERY.toMillis(), ClientWatch.EVERY.toMillis(),
                TimeUnit.MILLISECONDS);
        return app.port();
    }

    /** Binds the address and lets it go at once, as Jetty binds it (SO_REUSEADDR): an address in use fails here. */
    static void checkPortFree(String host, int port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(host, port));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage(), e);
        }
    }

    /**
     * Stops sending events, cancels the running and queued jobs and waits for them to end (a job never outlives the
     * server that started it), then stops listening.
     */
    @Override
    public void close() {
        stopped = true;
        List.copyOf(streams).forEach(EventStream::end);
        pool.close();
        streamEnds.shutdownNow();
        timers.shutdownNow();
        if (app != null) {
            app.stop();
        }
    }

    /** After {@link #close()}: whether every job it ran has ended. */
    public boolean jobsEnded() {
        return pool.terminated();
    }

    private void configure(JavalinConfig config) {
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        config.http.maxRequestSize = settings.maxBodyBytes() + 1L;
        // slow clients cannot starve the server: a connection that sends or takes nothing for a while is closed, a body
        // slower than a trickle is refused (body()), and there are enough threads that the ones left serve everyone
        // else (Jetty 12 keeps a minimum response rate in its settings but no longer enforces it: the idle limit ends
        // an answer nobody reads)
        config.jetty.threadPool = new QueuedThreadPool(MAX_THREADS, 8);
        config.jetty.modifyHttpConfiguration(http -> http.setIdleTimeout(IDLE.toMillis()));
        config.jetty.modifyServer(server -> {
            for (Connector c : server.getConnectors()) {
                if (c instanceof AbstractConnector a) {
                    a.setIdleTimeout(IDLE.toMillis());
                }
            }
        });
        config.http.defaultContentType = "application/json";
        config.staticFiles.add(files -> {
            files.hostedPath = "/";
            files.directory = "/web";
            files.location = Location.CLASSPATH;
            files.headers = Map.of("Cache-Control", "no-cache");
        });
        config.routes.before(this::guard);
        config.routes.get("/api/health", this::health);
        config.routes.get("/api/operations", ctx -> json(ctx, 200, Map.of("operations", operations.names())));
        config.routes.get("/api/examples", ctx -> json(ctx, 200, Map.of("examples", examples.list())));
        config.routes.get("/api/backends", ctx -> json(ctx, 200, Map.of("solvers", SatBackends.ALLOWED.keySet())));
        config.routes.get("/api/openapi.json", ctx -> ctx.contentType("application/json").result(openApi));
        config.routes.post("/api/jobs/{genre}/{verb}", this::startJob);
        config.routes.get("/api/jobs/{id}", ctx -> json(ctx, 200, job(ctx).describe()));
        config.routes.get("/api/jobs/{id}/picture", this::picture);
        config.routes.delete("/api/jobs/{id}", this::cancelJob);
        config.routes.before("/api/jobs/{id}/events", this::eventsWanted);
        config.routes.sse("/api/jobs/{id}/events", this::events);
        config.routes.post("/api/{genre}/{verb}", this::run);
        config.routes.exception(ApiException.class, (e, ctx) -> {
            e.headers().forEach(ctx::header);
            json(ctx, e.status(), e.body());
        });
        config.routes.exception(Exception.class, (e, ctx) -> {
            ApiException answer = unexpected(e);
            json(ctx, answer.status(), answer.body());
        });
        config.routes.error(404, ctx -> {
            if (ctx.path().startsWith("/api/") && ctx.attribute(ANSWERED) == null) {
                List<String> allowed = allowed(ctx.path());
                ApiException answer = allowed.isEmpty()
                        ? ApiException.notFound("no such endpoint: " + ctx.method() + " " + ctx.path())
                        : wrongMethod(ctx.method().name(), ctx.path(), allowed);
                answer.headers().forEach(ctx::header);
                json(ctx, answer.status(), answer.body());
            }
        });
    }

    /**
     * A failure outside the work, as an answer: Jetty's own errors while reading a request (a malformed chunked body)
     * keep their 4xx status, a heap too full to write an answer is the server's limit (413) as in a job; anything
     * else is a bug (500, its stack trace in the log).
     */
    static ApiException unexpected(Throwable e) {
        Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        if (cause instanceof HttpException h && h.getCode() >= 400 && h.getCode() < 500) {
            return new ApiException(h.getCode(), h.getCode() == Outcome.BAD_INPUT.httpStatus() ? "bad input"
                    : "bad request", "cannot read the request: " + h.getReason());
        }
        if (cause instanceof OutOfMemoryError) {
            return ErrorBodies.outOfMemory();
        }
        return cause instanceof RuntimeException r ? ErrorBodies.of(r) : ErrorBodies.bug(cause);
    }

    /**
     * Security headers on every answer; on a loopback server, requests must name a loopback host (a page elsewhere
     * cannot reach it by rebinding a DNS name to 127.0.0.1), and requests that change something must come from the
     * page itself (an Origin header, when sent, names this server).
     */
    private void guard(Context ctx) {
        SECURITY_HEADERS.forEach(ctx::header);
        String host = ctx.host() == null ? "" : ctx.host();
        String hostName = host.startsWith("[") ? host.substring(0, host.indexOf(']') + 1)
                : host.contains(":") ? host.substring(0, host.indexOf(':')) : host;
        if (settings.loopback() && !LOOPBACK_NAMES.contains(hostName.toLowerCase(Locale.ROOT))) {
            throw new ApiException(403, "forbidden", "this server answers requests to localhost only, not to '" + host
                    + "'");
        }
        String origin = ctx.header("Origin");
        if (origin != null && ctx.method() != HandlerType.GET && ctx.method() != HandlerType.HEAD
                && !origin.equals("http://" + host)) {
            throw new ApiException(403, "forbidden", "requests from " + origin + " are not accepted; use the page at http://"
                    + host);
        }
    }

    /** The server's own endpoints, each taken with GET only. */
    private static final Set<String> OWN = Set.of("health", "operations", "examples", "backends", "openapi.json");

    /**
     * The methods a path of the API takes, or none when there is no such path (then 404): an operation and a job's
     * start take POST, a job GET and DELETE, its events and the server's own endpoints GET. A trailing slash is the
     * same path, as the router takes it for a right method (a wrong method on it was 404, and 405 without it).
     */
    List<String> allowed(String path) {
        String bare = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        String[] p = bare.split("/", -1); // "", "api", ...
        if (p.length == 3 && OWN.contains(p[2])) {
            return List.of("GET");
        }
        if (p.length == 4) {
            return p[2].equals("jobs") ? List.of("GET", "DELETE") : operations.names().contains(p[2] + "/" + p[3])
                    ? List.of("POST") : List.of();
        }
        if (p.length == 5 && p[2].equals("jobs")) {
            // an operation first: POST /api/jobs/suguru/picture starts a job of the operation suguru/picture
            return operations.names().contains(p[3] + "/" + p[4]) ? List.of("POST")
                    : p[4].equals("events") || p[4].equals("picture") ? List.of("GET") : List.of();
        }
        return List.of();
    }

    /** 405 with the methods the path takes in {@code Allow} (a GET on an operation was 404, as if it did not exist). */
    static ApiException wrongMethod(String method, String path, List<String> allowed) {
        return new ApiException(405, "method not allowed", path + " takes " + String.join(" or ", allowed) + ", not "
                + method).withHeader("Allow", String.join(", ", allowed)).with("allowed", allowed);
    }

    private void health(Context ctx) {
        Runtime rt = Runtime.getRuntime();
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("status", "ok");
        doc.put("workers", pool.workers());
        doc.put("running", pool.running());
        doc.put("queued", pool.queued());
        doc.put("queueLimit", settings.queue());
        doc.put("heapUsedBytes", rt.totalMemory() - rt.freeMemory());
        doc.put("heapMaxBytes", rt.maxMemory());
        doc.put("defaultTimeoutMs", settings.defaultTimeout().toMillis());
        doc.put("maxTimeoutMs", settings.maxTimeout().toMillis());
        doc.put("maxBodyBytes", settings.maxBodyBytes());
        doc.put("jobMemoryBytes", settings.jobMemory());
        json(ctx, 200, doc);
    }

    /**
     * Runs an operation and answers when it is done. The answer is written on a thread of its own, not the worker's (a
     * client that reads slowly must not hold a solver), and the job is forgotten once answered: only jobs started as
     * jobs are kept for polling. A client that leaves before its answer takes its job with it (queued or running).
     */
    private void run(Context ctx) {
        Job job = submit(ctx);
        clients.watch(job, ctx.req().getLocalPort(), ctx.req().getRemotePort());
        ctx.future(() -> job.done().orTimeout(settings.maxTimeout().toMillis() + Duration.ofMinutes(10).toMillis(),
                TimeUnit.MILLISECONDS).handleAsync((done, failure) -> {
                    pool.forget(job);
                    if (failure != null) {
                        job.cancel();
                        ctx.header("Retry-After", "10");
                        json(ctx, 503, new ApiException(503, "overloaded", "the job waited too long for a worker").body());
                    } else {
                        json(ctx, done.status(), done.body());
                    }
                    return null;
                }, streamEnds));
    }

    private void startJob(Context ctx) {
        Job job = submit(ctx);
        ctx.header("Location", "/api/jobs/" + job.id());
        json(ctx, 202, job.describe());
    }

    private Job submit(Context ctx) {
        List<String> allowed = allowed(ctx.path());
        if (!allowed.isEmpty() && !allowed.contains("POST")) { // POST /api/jobs/ID: a job is read or cancelled
            throw wrongMethod("POST", ctx.path(), allowed);
        }
        Operation op = operations.get(ctx.pathParam("genre"), ctx.pathParam("verb"));
        JsonNode body = Json.tree(body(ctx));
        Work work = op.prepare(body);
        return pool.submit(op.name(), work);
    }

    /**
     * The body as text, refused (400) beyond the size limit without reading more than a buffer past it, and (408) when
     * it comes slower than {@link #MIN_BYTES_PER_SECOND} once it has had {@link #BODY_GRACE}: a client that trickles
     * its body holds a thread. Jetty's own minimum rate is not used: it counts from the first byte the handler reads,
     * so a small body read twice with a pause between (a loaded machine's scheduler, a body in two packets a second
     * apart) was "too slow" even when it had all arrived, and its exception was answered 500 (issue 67 item 5).
     */
    private String body(Context ctx) {
        long start = System.nanoTime();
        try (InputStream in = ctx.bodyInputStream()) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                bytes.write(buffer, 0, n);
                if (bytes.size() > settings.maxBodyBytes()) {
                    throw ApiException.badRequest("the request is larger than the server's limit of "
                            + settings.maxBodyBytes() + " bytes").with("limitBytes", settings.maxBodyBytes());
                }
                if (tooSlow(bytes.size(), System.nanoTime() - start)) {
                    throw new ApiException(Outcome.TIME_LIMIT.httpStatus(), "too slow", "the request's body came slower"
                            + " than " + MIN_BYTES_PER_SECOND + " bytes a second");
                }
            }
            return bytes.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw ApiException.badRequest("cannot read the request: " + e.getMessage());
        }
    }

    /** Whether {@code bytes} read in {@code nanos} fall below the minimum rate once the grace is over. */
    static boolean tooSlow(long bytes, long nanos) {
        long late = nanos - BODY_GRACE.toNanos();
        return late > 0 && bytes < MIN_BYTES_PER_SECOND * late / 1_000_000_000L;
    }

    /** A finished job's picture, as SVG (its answer, in {@code result}, leaves it out). */
    private void picture(Context ctx) {
        String svg = job(ctx).picture();
        if (svg == null) {
            throw ApiException.notFound("job " + ctx.pathParam("id") + " has no picture (not finished, or an answer"
                    + " without one)");
        }
        ctx.attribute(ANSWERED, Boolean.TRUE);
        ctx.status(200).contentType("image/svg+xml; charset=utf-8").result(svg);
    }

    private void cancelJob(Context ctx) {
        Job job = job(ctx);
        job.cancel();
        try {
            job.done().get(1, TimeUnit.SECONDS);
        } catch (Exception e) {
            // still stopping: the answer says so
        }
        json(ctx, 200, job.describe());
    }

    /** An event stream only for a client that asks for one, and only for a job that exists. */
    private void eventsWanted(Context ctx) {
        if (ctx.method() != HandlerType.GET) {
            return; // another method: 405 (the path takes GET only)
        }
        String accept = ctx.header("Accept");
        if (accept == null || !accept.toLowerCase(Locale.ROOT).contains("text/event-stream")) {
            throw new ApiException(406, "not acceptable", "this endpoint sends server-sent events; ask for them with"
                    + " 'Accept: text/event-stream', or GET /api/jobs/" + ctx.pathParam("id") + " for the job as JSON");
        }
        job(ctx);
    }

    /**
     * Every kept event, then each new one; the stream ends with the job. A client that is gone, or a send that fails,
     * ends the stream's listening once and quietly: the job goes on without it, and nothing is sent after the server
     * stops.
     */
    private void events(SseClient client) {
        Job job = pool.find(client.ctx().pathParam("id")).orElse(null);
        if (job == null) {
            client.sendEvent("error", Json.write(Map.of("error", "not found", "message", "no such job")));
            client.close();
            return;
        }
        client.keepAlive();
        EventStream stream = new EventStream(client);
        streams.add(stream);
        stream.listening(job.listen(e -> stream.send(String.valueOf(e.get("type")), Json.write(e))));
        client.onClose(stream::end);
        try {
            job.done().thenRunAsync(() -> {
                stream.send("result", Json.write(job.describe()));
                stream.end();
            }, streamEnds);
        } catch (RejectedExecutionException e) {
            stream.end(); // the server is stopping
        }
    }

    /** One client's event stream: sends until the client is gone, a send fails or the server stops, then never again. */
    private final class EventStream {

        private final SseClient client;
        private final AtomicBoolean ended = new AtomicBoolean();
        private volatile Runnable stopListening = () -> { };

        EventStream(SseClient client) {
            this.client = client;
        }

        void listening(Runnable stop) {
            stopListening = stop;
            if (ended.get()) {
                stop.run();
            }
        }

        /** A comment line, so a stream with no events for a while is not closed as idle. */
        synchronized void ping() {
            if (ended.get() || stopped || client.terminated()) {
                end();
                return;
            }
            try {
                client.sendComment("ping");
            } catch (RuntimeException e) {
                end();
            }
        }

        synchronized void send(String event, String data) {
            if (ended.get() || stopped || client.terminated()) {
                end();
                return;
            }
            try {
                client.sendEvent(event, data);
            } catch (RuntimeException e) {
                end(); // the response is gone (the client left, or the server recycled it): drop this stream once
            }
        }

        void end() {
            if (ended.compareAndSet(false, true)) {
                stopListening.run();
                streams.remove(this);
                try {
                    client.close();
                } catch (RuntimeException e) {
                    // already closed with its response
                }
            }
        }
    }

    private Job job(Context ctx) {
        return pool.find(ctx.pathParam("id")).orElseThrow(() -> ApiException.notFound("no job " + ctx.pathParam("id")
                + " (finished jobs are kept for " + JobPool.KEEP.toMinutes() + " minutes)"));
    }

    private static void json(Context ctx, int status, Object body) {
        ctx.attribute(ANSWERED, Boolean.TRUE);
        ctx.status(status).contentType("application/json").result(Json.write(body));
    }

    private static String resource(String name) {
        try (InputStream in = WebServer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
