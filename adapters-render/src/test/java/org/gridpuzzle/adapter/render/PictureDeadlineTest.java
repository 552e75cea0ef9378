package org.gridpuzzle.adapter.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.output.PictureStoppedException;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/**
 * A picture was drawn with no clock: a plan's picture of megabytes took seconds (a minute on a loaded machine) past its
 * request's time limit. The drawing now reads the limits' clock and cancel as it goes (sizing, painting, writing) and
 * stops at them; without a limit it draws as before.
 */
class PictureDeadlineTest {

    private static final PictureAdapter PICTURES = new PictureAdapter();

    @Test
    void a_picture_past_its_time_limit_is_stopped_and_one_within_it_is_drawn() {
        Output.SnowmanPlan far = PictureSizeTest.far150(); // a few MB of SVG
        long whole = PICTURES.size(far, OutputKind.SVG, Long.MAX_VALUE);
        long started = System.nanoTime();
        assertThatThrownBy(() -> PICTURES.render(far, OutputKind.SVG, Long.MAX_VALUE,
                Limits.none().withTimeLimit(Duration.ofMillis(1))))
                .isInstanceOf(PictureStoppedException.class)
                .satisfies(e -> assertThat(((PictureStoppedException) e).reason()).isEqualTo(StopReason.TIME_LIMIT));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).as("stopped near its limit").isLessThan(
                Duration.ofSeconds(5));
        assertThat(PICTURES.render(far, OutputKind.SVG, Long.MAX_VALUE, Limits.none().withTimeLimit(
                Duration.ofMinutes(5)))).as("within its limit: the whole picture").hasSize((int) whole);
    }

    @Test
    void the_clock_is_read_all_along_the_drawing_not_once() {
        Output.SnowmanPlan far = PictureSizeTest.far150();
        for (OutputKind kind : new OutputKind[] {OutputKind.SVG, OutputKind.PNG}) {
            // a cancel that comes at the 20th look: the drawing is well under way by then
            AtomicInteger looks = new AtomicInteger();
            Limits limits = Limits.none().withCancellation(() -> looks.incrementAndGet() >= 20);
            assertThatThrownBy(() -> PICTURES.render(far, kind, Long.MAX_VALUE, limits)).as(kind.name())
                    .isInstanceOf(PictureStoppedException.class).hasMessageContaining("cancelled");
            assertThat(looks.get()).as(kind.name()).isEqualTo(20);
            // the same drawing, never cancelled, looks at its clock a shape in every thousand or so
            AtomicInteger all = new AtomicInteger();
            PICTURES.render(far, kind, Long.MAX_VALUE, Limits.none().withCancellation(() -> {
                all.incrementAndGet();
                return false;
            }));
            assertThat(all.get()).as(kind.name() + ": looks in a whole drawing").isGreaterThan(100);
        }
    }
}
