package org.gridpuzzle.domain.planning;

import static org.assertj.core.api.Assertions.assertThat;

import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/** The planners' words say which limit stopped them, read once here for every front end. */
class PlanOutcomeTest {

    private static StopReason reason(String stopped) {
        return new PlanSearch.Outcome(null, -1, false, 0, stopped, 0, 0, 0, 0).stopReason();
    }

    @Test
    void the_planners_words_say_which_limit_stopped_them() {
        assertThat(reason("time limit at 12 steps")).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(reason("time limit reached")).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(reason("cancelled at 3 steps")).isEqualTo(StopReason.CANCELLED);
        assertThat(reason("memory budget reached: 3 GiB")).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(reason("out of memory at 40 steps")).isEqualTo(StopReason.MEMORY_LIMIT);
        // a search's own words ("node limit") and the answer's ("node limit of 5 nodes after 12 states"): exit 3 and
        // the web's 200 either way, but the front ends name the limit
        assertThat(reason("node limit after 12 states")).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(reason("node limit of 5 nodes after 12 states")).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(reason("no plan within 40 steps")).isNull();
        assertThat(reason(null)).isNull();
    }
}
