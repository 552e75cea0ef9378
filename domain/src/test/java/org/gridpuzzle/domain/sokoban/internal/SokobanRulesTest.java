package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanStep;
import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.Direction;
import org.junit.jupiter.api.Test;

/** Walking and pushing, strict LURD case, dead squares, and random walks that keep every box. */
class SokobanRulesTest {

    /** A level from rows of XSB characters (closed by walls already). */
    static SokobanLevel level(String... rows) {
        int h = rows.length;
        int w = rows[0].length();
        boolean[] wall = new boolean[h * w];
        boolean[] goal = new boolean[h * w];
        boolean[] box = new boolean[h * w];
        int player = -1;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                char ch = rows[r].charAt(c);
                int cell = r * w + c;
                wall[cell] = ch == '#';
                goal[cell] = ch == '.' || ch == '*' || ch == '+';
                box[cell] = ch == '$' || ch == '*';
                if (ch == '@' || ch == '+') {
                    player = cell;
                }
            }
        }
        return new SokobanLevel("test", h, w, wall, goal, box, player);
    }

    @Test
    void pushes_move_one_box_onto_a_free_cell_and_are_written_in_upper_case() {
        SokobanLevel l = level(
                "#######",
                "#@ $ .#",
                "#######");
        SokobanReplayResult r = SokobanReplay.play(l, "rRR");
        assertThat(r.ok()).isTrue();
        assertThat(r.pushes()).isEqualTo(2);
        assertThat(l.solved(r.state())).isTrue();
        assertThat(SokobanReplay.play(l, "rRRR").error()).contains("cannot move right from 1,4");
        assertThat(SokobanReplay.play(l, "R").error()).contains("lower case");
        assertThat(SokobanReplay.play(l, "rr").error()).contains("upper case");
        assertThat(SokobanReplay.play(l, "rz").failedAt()).isEqualTo(2);
    }

    @Test
    void two_boxes_in_a_row_do_not_move() {
        SokobanLevel l = level(
                "########",
                "#@$$ ..#",
                "########");
        assertThat(SokobanReplay.play(l, "R").error()).contains("cannot move right");
    }

    @Test
    void corners_and_goal_less_wall_runs_are_dead_but_goal_cells_are_not() {
        SokobanLevel l = level(
                "#######",
                "#     #",
                "# @$ .#",
                "#     #",
                "#######");
        boolean[] dead = DeadSquares.of(l);
        int w = l.cols();
        assertThat(dead[1 * w + 1]).as("top-left corner").isTrue();
        assertThat(dead[1 * w + 3]).as("along the top wall, no goal on it").isTrue();
        assertThat(dead[2 * w + 1]).as("left wall, middle").isTrue();
        assertThat(dead[2 * w + 3]).as("the box's cell").isFalse();
        assertThat(dead[2 * w + 5]).as("the goal").isFalse();
        assertThat(dead[2 * w + 2]).isFalse();
    }

    @Property(tries = 200)
    void random_move_strings_never_create_or_lose_a_box(@ForAll @IntRange(min = 0, max = 80) int length,
            @ForAll long seed) {
        SokobanLevel l = level(
                "#########",
                "#  $  . #",
                "# $$# . #",
                "#@  $ ..#",
                "#########");
        Random random = new Random(seed);
        SokobanState s = l.start();
        for (int i = 0; i < length; i++) {
            SokobanStep step = SokobanReplay.step(l, s, Direction.values()[random.nextInt(4)]);
            s = step.after();
            assertThat(s.boxCount()).isEqualTo(4);
            assertThat(l.wall(s.player()) || s.box(s.player())).isFalse();
        }
    }
}
