package org.gridpuzzle.adapter.render;

import org.gridpuzzle.domain.sokoban.SokobanStep;
import org.gridpuzzle.domain.snowman.SnowmanStep;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.output.PictureTooLargeException;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanReplay;
import org.gridpuzzle.domain.sokoban.SokobanState;
import org.junit.jupiter.api.Test;

/**
 * Pictures are sized before they are drawn, and the size is the picture's (hostile run 2026-12-07, H2): the web sized a
 * Snowman plan as cells × 200 + moves × 120 bytes while the SVG drew every cell once per move, so a 150 × 150 field's
 * 310 moves made 741 MB for an estimate of 4.5 MB. Now a plan's frames draw only what changed, a picture is counted
 * by the painters' own code before anything is kept, a plan's animation is reduced to fit its room (per key move,
 * then a sample of them), and every position of the animation is still the plan's.
 */
class PictureSizeTest {

    private static final PictureAdapter PICTURES = new PictureAdapter();

    @Property(tries = 60)
    void a_plan_picture_is_the_size_counted_fits_its_room_and_grows_with_the_moves(@ForAll long seed) {
        Random random = new Random(seed);
        Output plan = random.nextBoolean() ? snowmanPlan(random, 4 + random.nextInt(36), 4 + random.nextInt(36),
                random.nextInt(500)) : sokobanPlan(random, 4 + random.nextInt(36), 4 + random.nextInt(36),
                random.nextInt(700));
        int cells = plan instanceof Output.SnowmanPlan s ? s.level().rows() * s.level().cols()
                : ((Output.SokobanPlan) plan).level().cells();
        int moves = plan instanceof Output.SnowmanPlan s ? s.moves().length() : ((Output.SokobanPlan) plan).moves().length();
        long whole = PICTURES.size(plan, OutputKind.SVG, Long.MAX_VALUE);
        assertThat(PICTURES.render(plan, OutputKind.SVG, Long.MAX_VALUE)).hasSize((int) whole);
        // a board once and a few cells per move: never moves × cells
        assertThat(whole).as("%d cells, %d moves", cells, moves).isLessThanOrEqualTo(250L * cells + 1500L * moves + 2000);
        long room = 1 + (long) (random.nextDouble() * whole);
        try {
            long size = PICTURES.size(plan, OutputKind.SVG, room);
            byte[] svg = PICTURES.render(plan, OutputKind.SVG, room);
            assertThat(svg).as("drawn as counted").hasSize((int) size);
            assertThat(size).as("within its room").isLessThanOrEqualTo(room);
        } catch (PictureTooLargeException e) {
            assertThat(e.maxBytes()).isEqualTo(room);
            assertThatThrownBy(() -> PICTURES.render(plan, OutputKind.SVG, room))
                    .isInstanceOf(PictureTooLargeException.class);
        }
    }

    @Property(tries = 100)
    void cumulative_frames_show_the_position_after_their_move_whatever_frames_are_chosen(@ForAll long seed) {
        Random random = new Random(seed);
        int cells = 1 + random.nextInt(40);
        int moves = random.nextInt(120);
        FakeGame game = new FakeGame(random, cells, moves);
        PlanFrames frames = PlanFrames.replay(game, moves);
        long whole = SvgWriter.size(frames.scene(new Recorder(), Drawing.Maker.counting(Long.MAX_VALUE),
                new PlanFrames.Stage(100, 100, 0.2), random.nextBoolean(), Long.MAX_VALUE));
        long room = random.nextInt(4) == 0 ? Long.MAX_VALUE : 1 + (long) (random.nextDouble() * whole);
        Scene scene;
        try {
            scene = frames.scene(new Recorder(), Drawing.Maker.KEEP, new PlanFrames.Stage(100, 100, 0.2),
                    random.nextBoolean(), room);
        } catch (Drawing.TooLarge e) {
            return; // not even the ends fit: nothing drawn
        }
        assertThat(SvgWriter.size(scene)).isLessThanOrEqualTo(room);
        Map<Integer, Integer> shown = new HashMap<>();
        int lastMove = -2;
        for (Scene.Frame frame : scene.frames()) {
            for (Shape s : frame.drawing().shapes()) {
                String[] cellAndLook = ((Shape.Text) s).text().split(":");
                shown.put(Integer.parseInt(cellAndLook[0]), Integer.parseInt(cellAndLook[1]));
            }
            int move = frame.caption().equals("start") || frame.caption().isEmpty() ? -1
                    : Integer.parseInt(frame.caption());
            assertThat(move).as("frames in the plan's order").isGreaterThan(lastMove);
            lastMove = move;
            for (int c = 0; c < cells; c++) {
                if (!game.wall(c)) {
                    assertThat(shown.get(c)).as("cell %d after move %d", c, move).isEqualTo(game.lookAfter(move, c));
                }
            }
        }
        if (moves > 0) {
            assertThat(lastMove).as("the last position is always shown").isEqualTo(moves - 1);
        }
    }

    @Test
    void every_kind_of_picture_is_the_size_counted() {
        for (Map.Entry<String, Output> e : SvgGoldenTest.samples().entrySet()) {
            long size = PICTURES.size(e.getValue(), OutputKind.SVG, Long.MAX_VALUE);
            assertThat(PICTURES.render(e.getValue(), OutputKind.SVG)).as(e.getKey()).hasSize((int) size);
            assertThat(PICTURES.size(e.getValue(), OutputKind.PNG, Long.MAX_VALUE)).as(e.getKey() + " as PNG: more,"
                    + " its pixels too").isGreaterThan(size);
            if (e.getValue() instanceof Output.SnowmanPlan p && p.moves().length() > 1) {
                // a plan in less room: fewer frames (here the start and the end); a plan of one move has no fewer
                assertThat(PICTURES.render(e.getValue(), OutputKind.SVG, size - 1).length).as(e.getKey())
                        .isLessThan((int) size);
            } else {
                assertThatThrownBy(() -> PICTURES.render(e.getValue(), OutputKind.SVG, size - 1)).as(e.getKey())
                        .isInstanceOf(PictureTooLargeException.class);
            }
        }
    }

    @Test
    void a_150_by_150_field_with_310_moves_is_a_few_megabytes_and_reduced_to_key_moves_in_less_room() {
        // the hostile run's far150.lvl: 310 moves, 7 of them ball moves (a frame of every cell per move: 741 MB)
        Output.SnowmanPlan far = far150();
        long whole = PICTURES.size(far, OutputKind.SVG, Long.MAX_VALUE);
        assertThat(whole).as("every move, each drawing its changed cells").isBetween(1L << 20, 4L << 20);
        Scene all = PictureAdapter.scene(far);
        assertThat(all.frames()).hasSize(311);
        assertThat(all.cumulative()).isTrue();
        assertThat(far.moves().chars().filter(Character::isUpperCase).count()).as("ball moves").isEqualTo(6);
        // room for the board and little more: the ball moves and the end
        long board = PICTURES.size(new Output.SnowmanPlan(far.level(), ""), OutputKind.SVG, Long.MAX_VALUE);
        long room = board + 50_000;
        Scene keys = PictureAdapter.scene(far, Drawing.Maker.KEEP, room);
        assertThat(keys.frames()).as("the start, the ball moves, the end").hasSize(8);
        assertThat(keys.frames().get(keys.frames().size() - 1).caption()).startsWith("move 310/310");
        assertThat(PICTURES.render(far, OutputKind.SVG, room).length).isLessThanOrEqualTo((int) room);
        // no room even for the board: refused, nothing drawn
        assertThatThrownBy(() -> PICTURES.render(far, OutputKind.SVG, 1 << 20))
                .isInstanceOf(PictureTooLargeException.class).hasMessageContaining("more than the 1.0 MB");
    }

    @Test
    void a_long_sokoban_plan_is_a_frame_per_push_and_its_film_strip_still_shows_the_end() {
        Random random = new Random(5);
        Output.SokobanPlan plan = sokobanPlan(random, 30, 30, 1500);
        Scene scene = PictureAdapter.scene(plan);
        long pushes = plan.moves().chars().filter(Character::isUpperCase).count();
        assertThat(scene.frames().size() - 1L).as("a frame per push, and the last move").isBetween(pushes, pushes + 1);
        assertThat(PICTURES.render(plan, OutputKind.PNG)).startsWith(0x89, 'P', 'N', 'G');
    }

    @Test
    void a_picture_of_another_kind_over_its_room_is_refused_with_its_size() {
        Output suguru = Samples.suguru();
        long size = PICTURES.size(suguru, OutputKind.SVG, Long.MAX_VALUE);
        assertThatThrownBy(() -> PICTURES.size(suguru, OutputKind.SVG, size / 2))
                .isInstanceOf(PictureTooLargeException.class)
                .satisfies(e -> assertThat(((PictureTooLargeException) e).bytes()).isGreaterThan(size / 2));
    }

    /** Like far150.lvl: 150 × 150, three small balls near the far corner; a walk there and 6 ball moves, 310 moves. */
    static Output.SnowmanPlan far150() {
        int n = 150;
        boolean[] wall = new boolean[n * n];
        boolean[] snow = new boolean[n * n];
        int[] balls = new int[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            int r = cell / n;
            int c = cell % n;
            wall[cell] = r == 0 || c == 0 || r == n - 1 || c == n - 1;
            snow[cell] = !wall[cell];
        }
        int b = n - 5;
        for (int c : new int[] {b - 4, b - 2, b}) {
            balls[b * n + c] = SnowmanLevel.SMALL;
            snow[b * n + c] = false;
        }
        SnowmanLevel level = new SnowmanLevel(n, n, wall, snow, balls, n + 1);
        // above the first ball, roll it down three times, then the second twice and the third once; walk about
        StringBuilder moves = new StringBuilder("d".repeat(b - 2)).append("r".repeat(b - 5));
        moves.append("DDD").append("uuurrDD").append("uurrD");
        while (moves.length() < 310) {
            moves.append(moves.length() % 2 == 0 ? 'u' : 'd');
        }
        return new Output.SnowmanPlan(level, legal(level, moves.toString()));
    }

    /** The moves as far as they play, each in the case its kind asks (upper case for a ball move). */
    private static String legal(SnowmanLevel level, String moves) {
        StringBuilder out = new StringBuilder();
        SnowmanState s = level.start();
        for (char ch : moves.toCharArray()) {
            SnowmanStep step = SnowmanRules.step(level, s, Direction.of(ch));
            if (step.kind() == SnowmanStep.Kind.BLOCKED) {
                continue;
            }
            out.append(step.kind().movesBall() ? Character.toUpperCase(ch) : Character.toLowerCase(ch));
            s = step.after();
        }
        return out.toString();
    }

    /** A walled room with some pillars, balls of mixed sizes off the snow, and a random walk of the character. */
    static Output.SnowmanPlan snowmanPlan(Random random, int rows, int cols, int length) {
        while (true) {
            boolean[] wall = new boolean[rows * cols];
            boolean[] snow = new boolean[rows * cols];
            int[] balls = new int[rows * cols];
            List<Integer> free = new ArrayList<>();
            for (int cell = 0; cell < wall.length; cell++) {
                int r = cell / cols;
                int c = cell % cols;
                wall[cell] = r == 0 || c == 0 || r == rows - 1 || c == cols - 1 || random.nextInt(10) == 0;
                if (!wall[cell]) {
                    free.add(cell);
                    snow[cell] = random.nextInt(10) < 7;
                }
            }
            int count = 3 * (1 + random.nextInt(3));
            if (free.size() < count + 1) {
                continue;
            }
            java.util.Collections.shuffle(free, random);
            for (int k = 0; k < count; k++) {
                balls[free.get(k)] = 1 << random.nextInt(3);
                snow[free.get(k)] = false;
            }
            SnowmanLevel level = new SnowmanLevel(rows, cols, wall, snow, balls, free.get(count));
            StringBuilder walk = new StringBuilder();
            for (int i = 0; i < length; i++) {
                walk.append("lurd".charAt(random.nextInt(4)));
            }
            return new Output.SnowmanPlan(level, legal(level, walk.toString()));
        }
    }

    /** A walled room with some pillars, boxes and as many goals, and a random walk of the player. */
    static Output.SokobanPlan sokobanPlan(Random random, int rows, int cols, int length) {
        while (true) {
            boolean[] wall = new boolean[rows * cols];
            boolean[] goal = new boolean[rows * cols];
            boolean[] boxes = new boolean[rows * cols];
            List<Integer> free = new ArrayList<>();
            for (int cell = 0; cell < wall.length; cell++) {
                int r = cell / cols;
                int c = cell % cols;
                wall[cell] = r == 0 || c == 0 || r == rows - 1 || c == cols - 1 || random.nextInt(10) == 0;
                if (!wall[cell]) {
                    free.add(cell);
                }
            }
            int count = 1 + random.nextInt(Math.max(1, free.size() / 6));
            if (free.size() < 2 * count + 1) {
                continue;
            }
            java.util.Collections.shuffle(free, random);
            for (int k = 0; k < count; k++) {
                boxes[free.get(k)] = true;
                goal[free.get(count + k)] = true;
            }
            SokobanLevel level = new SokobanLevel("random", rows, cols, wall, goal, boxes, free.get(2 * count));
            StringBuilder out = new StringBuilder();
            SokobanState s = level.start();
            for (int i = 0; i < length; i++) {
                char ch = "lurd".charAt(random.nextInt(4));
                SokobanStep step = SokobanReplay.step(level, s, Direction.of(ch));
                if (step.kind() != SokobanStep.Kind.BLOCKED) {
                    out.append(step.kind() == SokobanStep.Kind.PUSH ? Character.toUpperCase(ch) : ch);
                    s = step.after();
                }
            }
            return new Output.SokobanPlan(level, out.toString());
        }
    }

    /** Cells whose looks change at random, a few per move, with their looks after every move kept to check. */
    private static final class FakeGame implements PlanFrames.Game {
        private final boolean[] wall;
        private final int[][] looks;
        private final List<int[]> changes = new ArrayList<>();
        private final boolean[] keys;
        private int at = -1;

        FakeGame(Random random, int cells, int moves) {
            wall = new boolean[cells];
            for (int c = 0; c < cells; c++) {
                wall[c] = random.nextInt(8) == 0;
            }
            looks = new int[moves + 1][cells];
            keys = new boolean[moves];
            for (int c = 0; c < cells; c++) {
                looks[0][c] = random.nextInt(4);
            }
            for (int i = 0; i < moves; i++) {
                looks[i + 1] = looks[i].clone();
                int[] changed = new int[1 + random.nextInt(3)];
                for (int k = 0; k < changed.length; k++) {
                    changed[k] = random.nextInt(cells);
                    if (!wall[changed[k]]) {
                        looks[i + 1][changed[k]] = random.nextInt(4);
                    }
                }
                changes.add(changed);
                keys[i] = random.nextInt(3) == 0;
            }
        }

        int lookAfter(int move, int cell) {
            return looks[move + 1][cell];
        }

        @Override
        public int cells() {
            return wall.length;
        }

        @Override
        public boolean wall(int cell) {
            return wall[cell];
        }

        @Override
        public int look(int cell) {
            return looks[at + 1][cell];
        }

        @Override
        public boolean play(int i, PlanFrames.Changed changed) {
            at = i;
            for (int c : changes.get(i)) {
                changed.cell(c);
            }
            return true;
        }

        @Override
        public boolean key() {
            return keys[at];
        }

        @Override
        public String caption(int move, int moves) {
            return Integer.toString(move);
        }
    }

    /** Draws each cell as its number and look, so the frames can be read back. */
    private static final class Recorder implements PlanFrames.Painter {
        @Override
        public void background(Drawing d) {
            d.rect(0, 0, 100, 100, "#ffffff");
        }

        @Override
        public void cell(Drawing d, int cell, int look, boolean over) {
            d.text(0, 0, cell + ":" + look, 10, "#000000", false);
        }
    }
}
