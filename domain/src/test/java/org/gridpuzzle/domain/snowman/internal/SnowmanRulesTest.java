package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanStep;
import org.gridpuzzle.domain.snowman.SnowmanReplayResult;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.Direction;
import org.junit.jupiter.api.Test;

/** Roll, grow, stack, pop and their edge cases on small corridors; random walks keep every ball. */
class SnowmanRulesTest {

    /**
     * A one-row corridor inside walls: 'p' character, '.' snow, apostrophe grass, digits ball stacks. A
     * sealed row below holds small balls that make the count a multiple of three (levels require it).
     */
    static SnowmanLevel corridor(String row) {
        int cols = row.length() + 2;
        int rows = 5;
        boolean[] wall = new boolean[rows * cols];
        boolean[] snow = new boolean[rows * cols];
        int[] balls = new int[rows * cols];
        Arrays.fill(wall, true);
        int agent = -1;
        int count = 0;
        for (int i = 0; i < row.length(); i++) {
            int cell = cols + 1 + i;
            wall[cell] = false;
            char ch = row.charAt(i);
            if (ch == 'p') {
                agent = cell;
            } else if (ch == '.') {
                snow[cell] = true;
            } else if (Character.isDigit(ch)) {
                balls[cell] = ch - '0';
                count += Integer.bitCount(balls[cell]);
            }
        }
        int padding = count == 0 ? 3 : (3 - count % 3) % 3;
        for (int k = 0; k < padding; k++) {
            int cell = 3 * cols + 1 + k;
            wall[cell] = false;
            balls[cell] = 1;
        }
        return new SnowmanLevel(rows, cols, wall, snow, balls, agent);
    }

    private static String render(SnowmanLevel level, SnowmanState s) {
        StringBuilder sb = new StringBuilder();
        for (int c = 1; c < level.cols() - 1; c++) {
            int cell = level.cols() + c;
            sb.append(cell == s.agent() ? 'p' : s.balls(cell) != 0 ? (char) ('0' + s.balls(cell))
                    : s.snow(cell) ? '.' : '\'');
        }
        return sb.toString();
    }

    private static String after(String row, String moves) {
        SnowmanLevel level = corridor(row);
        SnowmanReplayResult r = SnowmanReplay.play(level, moves);
        return r.ok() ? render(level, r.state()) : "error at " + r.failedAt() + ": " + r.error();
    }

    @Test
    void a_ball_rolled_onto_snow_grows_once_and_takes_the_snow() {
        assertThat(after("p1..'12", "r")).isEqualTo("'p2.'12");
        assertThat(after("p1..'12", "rr")).isEqualTo("''p4'12");
        // large stays large, and the snow is still taken
        assertThat(after("p4.'''12", "r")).isEqualTo("'p4'''12");
    }

    @Test
    void a_ball_rolled_onto_grass_keeps_its_size() {
        assertThat(after("p1'''2", "r")).isEqualTo("'p1''2");
    }

    @Test
    void a_ball_stacks_only_on_a_strictly_larger_top() {
        assertThat(after("p14'2", "r")).isEqualTo("'p5'2"); // small onto large
        assertThat(after("p24'1", "r")).isEqualTo("'p6'1"); // medium onto large
        assertThat(after("p16'2", "r")).isEqualTo("'p7'2"); // small onto large+medium: a snowman
        assertThat(after("p22'1", "r")).startsWith("error at 1"); // equal size
        assertThat(after("p42'1", "r")).startsWith("error at 1"); // larger onto smaller
        assertThat(after("p25'1", "r")).startsWith("error at 1"); // medium onto large+small (top is small)
    }

    @Test
    void walking_into_a_stack_pops_its_top_ball_and_the_character_stays() {
        assertThat(after("p3'''4", "r")).isEqualTo("p21''4");
        assertThat(after("p3.''4", "r")).isEqualTo("p22''4"); // the popped ball grows on snow
        assertThat(after("p6'''1", "r")).isEqualTo("p42''1");
        // the stack does not move as a whole: only its top comes off, into a cell without balls
        assertThat(after("p31''2", "r")).startsWith("error at 1");
        assertThat(after("p3'''2", "r")).isEqualTo("p21''2");
        assertThat(after("p3'''2", "rr")).startsWith("error at 2"); // medium cannot go onto the small
    }

    @Test
    void a_finished_snowman_cannot_be_taken_apart_or_moved() {
        assertThat(after("p7'''12", "r")).startsWith("error at 1");
    }

    @Test
    void walls_and_blocked_balls_are_errors_with_their_position() {
        assertThat(after("p1", "r")).startsWith("error at 1").contains("cannot move right");
        assertThat(after("1p", "rl")).startsWith("error at 1");
        assertThat(after("p''", "rx")).startsWith("error at 2").contains("'x'");
    }

    @Test
    void mixed_case_must_mark_exactly_the_ball_moves() {
        assertThat(after("p'1''24", "rR")).isEqualTo("''p1'24");
        assertThat(after("p'1''24", "Rr")).startsWith("error at 1").contains("only walks");
        assertThat(after("p'1''24", "RRRRR")).startsWith("error at 5"); // all upper case: no marking asked
    }

    @Test
    void building_a_snowman_solves_the_corridor() {
        SnowmanLevel level = corridor("p16''");
        assertThat(level.snowmen()).isEqualTo(1);
        assertThat(SnowmanReplay.solved(level, level.start())).isFalse();
        SnowmanReplayResult r = SnowmanReplay.play(level, "R");
        assertThat(r.ok()).isTrue();
        assertThat(r.ballMoves()).isEqualTo(1);
        assertThat(SnowmanReplay.solved(level, r.state())).isTrue();
    }

    @Property(tries = 300)
    void random_move_strings_never_create_or_lose_a_ball(@ForAll @IntRange(min = 0, max = 60) int length,
            @ForAll long seed) {
        Random random = new Random(seed);
        int rows = 6;
        int cols = 7;
        boolean[] wall = new boolean[rows * cols];
        boolean[] snow = new boolean[rows * cols];
        int[] balls = new int[rows * cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int cell = r * cols + c;
                wall[cell] = r == 0 || c == 0 || r == rows - 1 || c == cols - 1 || random.nextInt(8) == 0;
                snow[cell] = !wall[cell] && random.nextBoolean();
            }
        }
        int placed = 0;
        int agent = -1;
        for (int cell = 0; cell < wall.length; cell++) {
            if (wall[cell]) {
                continue;
            }
            if (agent < 0) {
                agent = cell;
            } else if (placed < 6 && random.nextInt(3) == 0) {
                balls[cell] = 1 << random.nextInt(3);
                snow[cell] = false;
                placed++;
            }
        }
        if (placed < 3 || agent < 0) {
            return;
        }
        while (placed % 3 != 0) {
            for (int cell = wall.length - 1; cell >= 0 && placed % 3 != 0; cell--) {
                if (balls[cell] != 0) {
                    balls[cell] = 0;
                    placed--;
                }
            }
        }
        SnowmanLevel level = new SnowmanLevel(rows, cols, wall, snow, balls, agent);
        SnowmanState s = level.start();
        int snowCells = 0;
        for (int step = 0; step < length; step++) {
            SnowmanStep next = SnowmanRules.step(level, s,
                    Direction.values()[random.nextInt(4)]);
            s = next.after();
            assertThat(s.ballCount()).isEqualTo(placed);
            for (int cell = 0; cell < wall.length; cell++) {
                assertThat(s.balls(cell) != 0 && s.snow(cell)).as("no ball stands on snow").isFalse();
            }
        }
        for (int cell = 0; cell < wall.length; cell++) {
            snowCells += s.snow(cell) ? 1 : 0;
        }
        assertThat(snowCells).isLessThanOrEqualTo(wall.length);
    }
}
