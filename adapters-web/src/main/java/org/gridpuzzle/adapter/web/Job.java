package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.gridpuzzle.application.operation.Outcome;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One operation run on the pool: queued, running, then finished (with an HTTP status and a JSON body) or cancelled.
 * Progress reports and state changes are kept (the last {@link #KEPT} of them) and sent to listeners as events.
 */
final class Job {

    /** Where a job is. */
    enum State { QUEUED, RUNNING, FINISHED, CANCELLED }

    static final int KEPT = 200;

    private final String id;
    private final String operation;
    private final Instant created = Instant.now();
    private final AtomicBoolean cancelRequested = new AtomicBoolean();
    private final CompletableFuture<Job> done = new CompletableFuture<>();
    private final Deque<Map<String, Object>> events = new ArrayDeque<>();
    private final List<Consumer<Map<String, Object>>> listeners = new CopyOnWriteArrayList<>();
    private volatile State state = State.QUEUED;
    private volatile int status;
    private volatile Object body;
    private volatile Instant finished;
    private volatile Object soFar;
    private volatile Function<Object, Work.Result> soFarAnswer;

    Job(String id, String operation) {
        this.id = id;
        this.operation = operation;
    }

    String id() {
        return id;
    }

    String operation() {
        return operation;
    }

    State state() {
        return state;
    }

    int status() {
        return status;
    }

    Object body() {
        return body;
    }

    Instant finishedAt() {
        return finished;
    }

    CompletableFuture<Job> done() {
        return done;
    }

    /** Polled by the search through its limits. */
    boolean cancelRequested() {
        return cancelRequested.get();
    }

    /** Asks the search to stop; it answers "cancelled" at its next check (within milliseconds). */
    void cancel() {
        cancelRequested.set(true);
        if (state == State.QUEUED) {
            complete(State.CANCELLED, Outcome.CANCELLED.httpStatus(), Map.of("error", "cancelled", "message", "cancelled before it started"));
        }
    }

    void started() {
        state = State.RUNNING;
        event("state", Map.of("state", "running"));
    }

    void progress(String stage, String message, Double fraction) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("stage", stage);
        data.put("message", message);
        data.put("fraction", fraction);
        event("progress", data);
    }

    /** Ends the job: the status and body are what a synchronous request would have answered. */
    synchronized void complete(State end, int httpStatus, Object result) {
        if (done.isDone()) {
            return;
        }
        status = httpStatus;
        body = result;
        finished = Instant.now();
        state = end;
        event("state", Map.of("state", end.name().toLowerCase(Locale.ROOT), "status", httpStatus));
        done.complete(this);
    }

    /** Calls the listener with every kept event, then with each new one; returns a handle to stop listening. */
    Runnable listen(Consumer<Map<String, Object>> listener) {
        List<Map<String, Object>> past;
        synchronized (events) {
            past = new ArrayList<>(events);
            listeners.add(listener);
        }
        past.forEach(listener);
        return () -> listeners.remove(listener);
    }

    /** How the work's use case results are answered, for its answers so far ({@link #offerSoFar}). */
    void answersSoFar(Function<Object, Work.Result> answer) {
        soFarAnswer = answer;
    }

    /** The use case's answer so far (its result record), shown while the job runs. */
    void offerSoFar(Object result) {
        soFar = result;
    }

    /**
     * The job as the API shows it: its answer without the picture, which a second request fetches ({@code picture}
     * names it). An answer that carried its picture took seconds to reach a client for a picture of megabytes, and
     * the page showed a cancel (or any job's end) that much late (issue 67 item 9).
     */
    Map<String, Object> describe() {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("id", id);
        doc.put("operation", operation);
        doc.put("state", state.name().toLowerCase(Locale.ROOT));
        doc.put("created", created.toString());
        doc.put("finished", finished == null ? null : finished.toString());
        doc.put("status", done.isDone() ? status : null);
        synchronized (events) {
            events.stream().filter(e -> "progress".equals(e.get("type"))).reduce((a, b) -> b)
                    .ifPresent(last -> doc.put("progress", last));
        }
        doc.put("result", done.isDone() ? withoutPicture(body) : null);
        if (done.isDone() && picture() != null) {
            doc.put("picture", "/api/jobs/" + id + "/picture");
        }
        Object now = soFar;
        Function<Object, Work.Result> answer = soFarAnswer;
        if (!done.isDone() && now != null && answer != null) {
            // the best answer and bound while the search goes on (its picture would be stale at once)
            doc.put("soFar", withoutPicture(answer.apply(now).body()));
        }
        return doc;
    }

    /** The finished answer's picture (SVG), or null before the end or for an answer without one. */
    String picture() {
        if (!done.isDone()) {
            return null;
        }
        Object b = body;
        Object svg = b instanceof ObjectNode node ? node.path(Answers.PICTURE).textValue()
                : b instanceof Map<?, ?> map ? map.get(Answers.PICTURE) : null;
        return svg instanceof String text ? text : null;
    }

    /** An answer body without its picture (the rest shared, not copied). */
    private static Object withoutPicture(Object body) {
        if (body instanceof ObjectNode node && node.has(Answers.PICTURE)) {
            ObjectNode copy = node.objectNode();
            node.fields().forEachRemaining(e -> {
                if (!e.getKey().equals(Answers.PICTURE)) {
                    copy.set(e.getKey(), e.getValue());
                }
            });
            return copy;
        }
        if (body instanceof Map<?, ?> map && map.containsKey(Answers.PICTURE)) {
            Map<Object, Object> copy = new LinkedHashMap<>(map);
            copy.remove(Answers.PICTURE);
            return copy;
        }
        return body;
    }

    private void event(String type, Map<String, Object> data) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("type", type);
        e.put("millis", Duration.between(created, Instant.now()).toMillis());
        e.putAll(data);
        List<Consumer<Map<String, Object>>> now;
        synchronized (events) {
            events.addLast(e);
            if (events.size() > KEPT) {
                events.removeFirst();
            }
            now = new ArrayList<>(listeners); // the same lock as listen(): each listener sees each event once
        }
        for (Consumer<Map<String, Object>> l : now) {
            l.accept(e);
        }
    }
}
