package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOutcome;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/** An outcome says why it stopped as a type; the words beside it only add the detail. */
class PlanOutcomeTest {

    @Test
    void a_state_search_words_are_read_once_inside_the_domain() {
        assertThat(Stops.ofSearch("time limit reached")).isEqualTo(PlanStop.TIME_LIMIT);
        assertThat(Stops.ofSearch("cancelled")).isEqualTo(PlanStop.CANCELLED);
        assertThat(Stops.ofSearch("memory budget reached while setting up")).isEqualTo(PlanStop.MEMORY_LIMIT);
        assertThat(Stops.ofSearch("node limit")).isEqualTo(PlanStop.NODE_LIMIT);
        assertThat(Stops.ofSearch(null)).isNull();
        // words that name no limit get no type (the answer keeps them as they are), never a guessed one
        assertThat(Stops.ofSearch("no plan within 40 steps")).isNull();
    }

    @Test
    void the_stop_names_its_limit_and_only_limits_have_one() {
        assertThat(PlanStop.TIME_LIMIT.limit()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(PlanStop.NODE_LIMIT.limit()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(PlanStop.MEMORY_LIMIT.limit()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(PlanStop.CANCELLED.limit()).isEqualTo(StopReason.CANCELLED);
        assertThat(PlanStop.REFUTED.limit()).isNull();
        assertThat(PlanStop.NO_PLAN.limit()).isNull();
        for (StopReason r : StopReason.values()) {
            assertThat(Stops.of(r).limit()).isEqualTo(r);
            // what a search says when a limit stops it is read back as that limit
            assertThat(Stops.ofSearch(r.description() + " after 12 states")).isEqualTo(Stops.of(r));
        }
        PlanOutcome stopped = new PlanOutcome(null, -1, false, 12, PlanStop.TIME_LIMIT, "time limit at 12 steps", 3, 0,
                0, 0);
        assertThat(stopped.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(stopped.noPlanExists()).isFalse();
        PlanOutcome refuted = new PlanOutcome(null, -1, false, 41, PlanStop.REFUTED, "no plan of at most 40 steps", 3,
                0, 0, 0);
        assertThat(refuted.stopReason()).isNull();
        PlanOutcome none = PlanOutcome.none("no plan exists (every state searched)", 0, 0, 7);
        assertThat(none.noPlanExists()).isTrue();
        assertThat(none.lowerBound()).isZero();
        assertThat(new PlanOutcome("R", 1, true, 1, null, null, 0, 0, 0, 0).stopReason()).isNull();
    }

    @Test
    void a_stop_comes_with_its_words_and_a_proof_of_none_with_no_plan() {
        assertThatThrownBy(() -> new PlanOutcome(null, -1, false, 0, PlanStop.TIME_LIMIT, null, 0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new PlanOutcome(null, -1, false, 0, null, "words of no stop", 0, 0, 0, 0).stopReason()).isNull();
        assertThatThrownBy(() -> new PlanOutcome("R", 1, false, 0, PlanStop.NO_PLAN, "no plan exists", 0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
