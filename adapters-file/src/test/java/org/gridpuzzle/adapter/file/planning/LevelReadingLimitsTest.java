package org.gridpuzzle.adapter.file.planning;

import java.util.Set;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.format.snowman.SnowmanFormat;
import org.gridpuzzle.format.sokoban.CollectionFormat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.gridpuzzle.application.error.InputStoppedException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/** The Sokoban readers keep the source's reading limits: a cancel or a spent time limit stops them as the input's stop. */
class LevelReadingLimitsTest {

    private static final String TALL = "<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection><Level Id=\"tall\">\n"
            + "<L>#####</L>\n<L>#@$.#</L>\n" + "<L>#   #</L>\n".repeat(10_000) + "<L>#####</L>\n</Level>\n"
            + "</LevelCollection></SokobanLevels>\n";

    private final LevelFileAdapter levels = new LevelFileAdapter(new FormatRegistry(Set.of(new CollectionFormat.Text(),
            new CollectionFormat.Slc(),
            new SnowmanFormat())));

    @Test
    void a_cancelled_read_is_the_inputs_stop_not_a_crash() {
        PuzzleSource cancelled = PuzzleSource.text("tall.slc", TALL, Limits.none().withCancellation(() -> true));
        assertThatThrownBy(() -> levels.loadSokobanLevels(cancelled))
                .isInstanceOfSatisfying(InputStoppedException.class, e -> {
                    assertThat(e.reason()).isEqualTo(StopReason.CANCELLED);
                    assertThat(e.getMessage()).isEqualTo("tall.slc: stopped while reading the input: cancelled");
                });
        assertThatThrownBy(() -> levels.sokobanTitles(cancelled)).isInstanceOf(InputStoppedException.class);
        assertThatThrownBy(() -> levels.sokobanLevelsOneByOne(cancelled)).isInstanceOf(InputStoppedException.class);
    }

    @Test
    void a_spent_time_limit_stops_the_read_and_no_limit_reads_it_whole() {
        PuzzleSource spent = PuzzleSource.text("tall.slc", TALL, Limits.none().withTimeLimit(java.time.Duration.ZERO));
        assertThatThrownBy(() -> levels.loadSokobanLevels(spent))
                .isInstanceOfSatisfying(InputStoppedException.class,
                        e -> assertThat(e.reason()).isEqualTo(StopReason.TIME_LIMIT));
        assertThat(levels.loadSokobanLevels(PuzzleSource.text("tall.slc", TALL)).get(0).rows()).isEqualTo(10_003);
        assertThat(levels.loadSokobanLevels(spent.withReading(Limits.none())).get(0).rows()).isEqualTo(10_003);
    }
}
