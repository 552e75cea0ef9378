package org.gridpuzzle.experiment.adapter.data;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A Flood-It set's optima: line i is board i's optimal sequence, and an empty line a board of one colour. */
class OptimalLengthsTest {

    @Test
    void an_empty_line_is_a_board_solved_by_no_move_and_keeps_the_later_boards_in_place() {
        // the hostile run's set: board 1 of one colour (""), board 2 flooded by one move ("2")
        assertThat(BenchmarkFileAdapter.optimalLengths("\n2\n")).containsExactly(0, 1);
        assertThat(BenchmarkFileAdapter.optimalLengths("123\r\n\r\n45\r\n")).containsExactly(3, 0, 2);
    }

    @Test
    void the_last_line_break_ends_the_table_and_an_empty_file_has_no_optimum() {
        assertThat(BenchmarkFileAdapter.optimalLengths("6252542516312524613\n")).containsExactly(19);
        assertThat(BenchmarkFileAdapter.optimalLengths("12\n")).containsExactly(2);
        assertThat(BenchmarkFileAdapter.optimalLengths("")).isEmpty();
    }
}
