package org.gridpuzzle.domain.planning.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/** The falling weight schedule: each run is asked below the best plan so far, and the schedule stops where it must. */
class ImprovingSearchTest {

    private final List<SearchOptions> asked = new ArrayList<>();

    @Test
    void each_weight_is_asked_below_the_best_plan_so_far() {
        StateSearchResult found = ImprovingSearch.run(new int[] {5, 3, 2}, Integer.MAX_VALUE, 4, Limits.none(), 1,
                scripted(plan(43, 4), plan(35, 9), nothing()));
        assertThat(asked).extracting(SearchOptions::weight).containsExactly(5, 3, 2);
        assertThat(asked).extracting(SearchOptions::below).containsExactly(Integer.MAX_VALUE, 43, 35);
        assertThat(asked).allMatch(o -> o.mode() == SearchOptions.Mode.FAST && o.knownLowerBound() == 4);
        assertThat(found.objectMoves()).isEqualTo(35);
        assertThat(found.moves()).isEqualTo("plan of 35");
        assertThat(found.optimal()).isFalse();
        assertThat(found.lowerBound()).isEqualTo(9);
        assertThat(found.states()).isEqualTo(3);
    }

    @Test
    void a_plan_at_the_proved_bound_ends_the_schedule_as_optimal() {
        StateSearchResult found = ImprovingSearch.run(new int[] {5, 3, 2}, Integer.MAX_VALUE, 0, Limits.none(), 1,
                scripted(plan(20, 12), plan(12, 12), plan(11, 12)));
        assertThat(asked).hasSize(2);
        assertThat(found.objectMoves()).isEqualTo(12);
        assertThat(found.optimal()).isTrue();
    }

    @Test
    void a_first_run_that_exhausts_the_states_proves_there_is_no_plan() {
        StateSearchResult none = new StateSearchResult(null, -1, false, 0, true, null, 1);
        StateSearchResult found = ImprovingSearch.run(new int[] {5, 3, 2}, Integer.MAX_VALUE, 0, Limits.none(), 1,
                scripted(none, plan(3, 0), plan(2, 0)));
        assertThat(asked).hasSize(1);
        assertThat(found.exhausted()).isTrue();
        assertThat(found.moves()).isNull();
    }

    @Test
    void a_limit_ends_the_schedule_with_the_best_plan_or_the_reason() {
        StateSearchResult timeout = new StateSearchResult(null, -1, false, 7, false, "time limit", 1);
        StateSearchResult kept = ImprovingSearch.run(new int[] {5, 3, 2}, Integer.MAX_VALUE, 0, Limits.none(), 1,
                scripted(plan(30, 5), timeout, plan(1, 0)));
        assertThat(asked).hasSize(2);
        assertThat(kept.objectMoves()).isEqualTo(30);
        assertThat(kept.lowerBound()).isEqualTo(7);
        asked.clear();
        StateSearchResult stopped = ImprovingSearch.run(new int[] {5, 3, 2}, Integer.MAX_VALUE, 0, Limits.none(), 1,
                scripted(timeout, plan(1, 0), plan(1, 0)));
        assertThat(asked).hasSize(1);
        assertThat(stopped.moves()).isNull();
        assertThat(stopped.stopped()).isEqualTo("time limit");
    }

    @Test
    void the_first_run_has_all_the_time_and_the_shorter_plans_share_a_part_of_what_it_leaves() {
        List<Duration> handed = new ArrayList<>();
        StateSearchResult[] answers = {nothing(), plan(40, 4), plan(35, 4), plan(30, 4)};
        StateSearch.Run run = (options, limits) -> {
            handed.add(limits.timeLeft());
            return answers[handed.size() - 1];
        };
        Limits minute = Limits.none().withTimeLimit(Duration.ofSeconds(60));
        StateSearchResult found = ImprovingSearch.run(new int[] {9, 5, 3, 2}, Integer.MAX_VALUE, 4, minute, 4, run);
        assertThat(found.objectMoves()).isEqualTo(30);
        // the first two runs (no plan, then the first plan) had the whole minute; the two after it a quarter of it
        assertThat(handed.get(0)).isGreaterThan(Duration.ofSeconds(50));
        assertThat(handed.get(1)).isGreaterThan(Duration.ofSeconds(50));
        assertThat(handed.get(2)).isLessThanOrEqualTo(Duration.ofSeconds(15)).isGreaterThan(Duration.ofSeconds(10));
        assertThat(handed.get(3)).isLessThanOrEqualTo(Duration.ofSeconds(15));
    }

    private StateSearch.Run scripted(StateSearchResult... answers) {
        return (options, limits) -> {
            asked.add(options);
            return answers[asked.size() - 1];
        };
    }

    private static StateSearchResult plan(int moves, int lowerBound) {
        return new StateSearchResult("plan of " + moves, moves, false, lowerBound, false, null, 1);
    }

    private static StateSearchResult nothing() {
        return new StateSearchResult(null, -1, false, 0, false, null, 1);
    }
}
