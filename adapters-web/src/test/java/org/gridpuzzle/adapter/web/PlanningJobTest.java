package org.gridpuzzle.adapter.web;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOutcome;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.output.DrawPictureCommand;
import org.gridpuzzle.application.port.in.output.DrawPictureUseCase;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.junit.jupiter.api.Test;

/**
 * A planning job on the web, over a fake planner: its answer so far is shown without drawing a picture (every poll
 * drew one, up to 32 MB of SVG on the request's thread, and threw it away), and a plan of no level is answered by what
 * stopped it, never 500.
 */
class PlanningJobTest {

    private static final String LEVEL = "#####\n#@$.#\n#####\n";

    /** Counts what is drawn. */
    private static final class CountingPictures implements DrawPictureUseCase {
        final AtomicInteger drawn = new AtomicInteger();

        @Override
        public byte[] draw(DrawPictureCommand command) {
            drawn.incrementAndGet();
            return "<svg>plan</svg>".getBytes(StandardCharsets.UTF_8);
        }
    }

    private static WebSettings settings() {
        return WebSettings.defaults().withPool(1, 2).withTimeouts(Duration.ofSeconds(20), Duration.ofSeconds(60));
    }

    private static Work solve(PlanGameUseCase planner, DrawPictureUseCase pictures, String request) throws Exception {
        PlanningApi api = new PlanningApi(null, planner, null, new Pictures(pictures), settings());
        Operation solve = api.operations().stream().filter(o -> o.name().equals("sokoban/solve")).findFirst()
                .orElseThrow();
        return solve.prepare(Json.MAPPER.readTree(request));
    }

    private static PlanGameResult plan(String moves, String stopped) {
        return new PlanGameResult("fake", EncodingKind.values()[0], List.of(new LevelPlan(1, "one",
                new PlanOutcome(moves, 1, false, 1, stopped == null ? null : PlanStop.CANCELLED, stopped, 0, 0, 0, 0), 1_000_000L, new Output.Text(LEVEL))));
    }

    @Test
    void polling_a_running_plan_draws_no_picture() throws Exception {
        CountingPictures pictures = new CountingPictures();
        CountDownLatch offered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        JobProgressAdapter progress = new JobProgressAdapter();
        PlanGameUseCase planner = command -> {
            progress.answerSoFar(plan("R", "cancelled during search"));
            offered.countDown();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return plan("R", null);
        };
        Work work = solve(planner, pictures, Json.write(Map.of("text", LEVEL)));
        try (JobPool pool = new JobPool(settings())) {
            Job job = pool.submit("sokoban/solve", work);
            try {
                assertThat(offered.await(30, TimeUnit.SECONDS)).isTrue();
                for (int poll = 0; poll < 20; poll++) {
                    JsonNode described = Json.MAPPER.readTree(Json.write(job.describe()));
                    assertThat(described.path("soFar").path("levels").path(0).path("moves").asText())
                            .as(described.toString()).isEqualTo("R");
                    assertThat(described.path("soFar").has("svg")).isFalse();
                    assertThat(described.path("soFar").has("noPicture")).as("no picture was asked").isFalse();
                }
                assertThat(pictures.drawn).as("pictures drawn for 20 polls of a running job").hasValue(0);
            } finally {
                release.countDown();
            }
            assertThat(job.done().get(30, TimeUnit.SECONDS).status()).isEqualTo(200);
            assertThat(pictures.drawn).as("the finished answer's picture, once").hasValue(1);
            assertThat(job.picture()).isEqualTo("<svg>plan</svg>");
        }
    }

    @Test
    void a_plan_of_no_level_is_answered_by_what_stopped_it_never_500() throws Exception {
        CountingPictures pictures = new CountingPictures();
        PlanGameUseCase none = command -> new PlanGameResult("fake", EncodingKind.values()[0], List.of());
        PlanGameUseCase slow = command -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new PlanGameResult("fake", EncodingKind.values()[0], List.of());
        };
        try (JobPool pool = new JobPool(settings())) {
            Job nothing = pool.submit("sokoban/solve", solve(none, pictures, Json.write(Map.of("text", LEVEL))));
            Job late = pool.submit("sokoban/solve", solve(slow, pictures, Json.write(Map.of("text", LEVEL,
                    "timeoutMs", 100))));
            assertThat(nothing.done().get(30, TimeUnit.SECONDS).status()).as(Json.write(nothing.body())).isEqualTo(400);
            assertThat(Json.write(nothing.body())).contains("no level was planned");
            assertThat(late.done().get(30, TimeUnit.SECONDS).status()).as(Json.write(late.body())).isEqualTo(408);
            assertThat(Json.write(late.body())).contains("time limit");
        }
        assertThat(pictures.drawn).hasValue(0);
    }
}
