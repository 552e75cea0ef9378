package org.gridpuzzle.application.operation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/**
 * Every outcome against the table the guide promises: the command line's exit code and the web's status, decided
 * here alone (the CLI's presenters and error handlers and the web's answers and errors read them from Outcome).
 */
class OutcomeTest {

    @Test
    void every_outcome_has_the_exit_code_and_status_the_guide_states() {
        Map<Outcome, int[]> table = new EnumMap<>(Outcome.class);
        table.put(Outcome.ANSWERED, new int[] {0, 200});
        table.put(Outcome.NO_ANSWER, new int[] {3, 200});
        table.put(Outcome.TIME_LIMIT, new int[] {3, 408});
        table.put(Outcome.NODE_LIMIT, new int[] {3, 200});
        table.put(Outcome.MEMORY_LIMIT, new int[] {3, 413});
        table.put(Outcome.CANCELLED, new int[] {130, 409});
        table.put(Outcome.BAD_INPUT, new int[] {2, 400});
        table.put(Outcome.INTERNAL_ERROR, new int[] {1, 500});
        assertThat(table.keySet()).containsExactlyInAnyOrder(Outcome.values());
        table.forEach((outcome, codes) -> {
            assertThat(outcome.exitCode()).as(outcome + " exit code").isEqualTo(codes[0]);
            assertThat(outcome.httpStatus()).as(outcome + " status").isEqualTo(codes[1]);
        });
    }

    @Test
    void every_stop_reason_is_an_outcome_and_a_search_no_limit_stopped_answered_or_not() {
        for (StopReason reason : StopReason.values()) {
            assertThat(Outcome.of(true, reason).name()).as(reason.name()).isEqualTo(reason.name());
            assertThat(Outcome.of(false, reason)).isEqualTo(Outcome.of(true, reason)); // the best so far, and why
        }
        assertThat(Outcome.of(true, null)).isEqualTo(Outcome.ANSWERED);
        assertThat(Outcome.of(false, null)).isEqualTo(Outcome.NO_ANSWER);
        assertThat(Outcome.stopped(null)).isEqualTo(Outcome.ANSWERED);
    }

    @Test
    void help_lists_each_exit_code_once_in_order() {
        assertThat(Outcome.exitCodes()).containsExactly(Map.entry("0", "ok (solved, verified, generated)"),
                Map.entry("1", "internal error (a bug: please report it)"),
                Map.entry("2", "bad input or usage (the message names file, line and column)"),
                Map.entry("3", "no solution, or a limit was reached before an answer"),
                Map.entry("130", "stopped by Ctrl-C (the best answer so far is printed first)"));
    }
}
