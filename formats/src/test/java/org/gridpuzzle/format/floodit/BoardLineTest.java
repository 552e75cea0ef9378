package org.gridpuzzle.format.floodit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.gridpuzzle.format.FormatException;
import org.junit.jupiter.api.Test;

/** One-board-per-line files: errors name the file's line and column, not a place in the reshaped rows. */
class BoardLineTest {

    @Test
    void a_bad_colour_is_named_at_its_column_in_the_file() {
        String text = "0123012301230123\n  0123012301230?23\n";
        assertThat(BoardFormat.readLine("set.txt", text, 1).colours().shape().rows()).isEqualTo(4);
        // row 4 of the second board starts at column 3 + 12; its 2nd cell is the '?'
        assertThatThrownBy(() -> BoardFormat.readLine("set.txt", text, 2)).isInstanceOf(FormatException.class)
                .hasMessageStartingWith("set.txt:2:16: unknown colour '?'");
    }
}
