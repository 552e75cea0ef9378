package org.gridpuzzle.adapter.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.domain.grid.Position;
import org.junit.jupiter.api.Test;

/** PNGs decoded: their size, and the colour of known cells (sampled in a corner of the cell, away from any text). */
class PngPicturesTest {

    private static final int CELL = 40;
    private static final int MARGIN = Cells.MARGIN;

    private static BufferedImage png(Output output) throws IOException {
        byte[] bytes = new PictureAdapter().render(output, OutputKind.PNG);
        assertThat(bytes).startsWith(0x89, 'P', 'N', 'G');
        return ImageIO.read(new ByteArrayInputStream(bytes));
    }

    /** The colour near the top-left corner inside cell (row, col) of a still picture. */
    private static String cell(BufferedImage image, int row, int col) {
        return String.format("#%06X", image.getRGB(MARGIN + col * CELL + 6, MARGIN + row * CELL + 6) & 0xffffff);
    }

    @Test
    void the_suguru_grid_marks_the_broken_rules_cells_on_red_and_leaves_the_others_white() throws IOException {
        Output.SuguruGrid grid = Samples.suguru();
        BufferedImage image = png(grid);
        assertThat(image.getWidth()).isEqualTo(2 * MARGIN + 6 * CELL);
        assertThat(image.getHeight()).isEqualTo(2 * MARGIN + 6 * CELL);
        Set<Position> broken = new HashSet<>();
        grid.violations().forEach(v -> broken.addAll(v.cells()));
        assertThat(broken).contains(Position.of(5, 5)).hasSizeLessThan(36);
        for (int r = 0; r < 6; r++) {
            for (int c = 0; c < 6; c++) {
                assertThat(cell(image, r, c)).as("r%dc%d", r + 1, c + 1)
                        .isEqualTo(broken.contains(Position.of(r, c)) ? SuguruPainter.VIOLATION : "#FFFFFF");
            }
        }
    }

    @Test
    void an_explanation_step_marks_its_cells_and_the_cells_behind_it() throws IOException {
        Output.SuguruGrid grid = Samples.suguru();
        Output.SuguruGrid step = new Output.SuguruGrid(grid.puzzle(), grid.puzzle().givens(), List.of(),
                List.of(Position.of(0, 1)), List.of(Position.of(0, 0), Position.of(1, 1)));
        BufferedImage image = png(step);
        assertThat(cell(image, 0, 1)).isEqualTo(SuguruPainter.TARGET);
        assertThat(cell(image, 0, 0)).isEqualTo(SuguruPainter.BECAUSE);
        assertThat(cell(image, 1, 1)).isEqualTo(SuguruPainter.BECAUSE);
        assertThat(cell(image, 2, 2)).isEqualTo("#FFFFFF");
    }

    @Test
    void a_flood_it_board_shows_each_cell_in_its_colour() throws IOException {
        BufferedImage image = png(new Output.FloodItBoard(Samples.board()));
        assertThat(image.getWidth()).isEqualTo(2 * MARGIN + 3 * CELL);
        assertThat(cell(image, 0, 0)).isEqualTo(Palette.fill(1));
        assertThat(cell(image, 0, 1)).isEqualTo(Palette.fill(2));
        assertThat(cell(image, 2, 0)).isEqualTo(Palette.fill(3));
    }

    @Test
    void a_move_sequence_is_a_filmstrip_of_one_frame_per_position_ending_flooded() throws IOException {
        BufferedImage image = png(Samples.floodIt());
        Scene scene = PictureAdapter.scene(Samples.floodIt());
        int frameWidth = 2 * MARGIN + 3 * CELL;
        assertThat(scene.frames()).hasSize(5);
        assertThat(image.getWidth()).isEqualTo(5 * frameWidth + 4 * 8);
        assertThat(image.getHeight()).isEqualTo(2 * MARGIN + 3 * CELL + scene.captionHeight());
        int lastX = 4 * (frameWidth + 8);
        int y = scene.captionHeight() + MARGIN + 2 * CELL + 6;
        assertThat(String.format("#%06X", image.getRGB(lastX + MARGIN + 2 * CELL + 6, y) & 0xffffff))
                .isEqualTo(Palette.fill(2));
    }

    @Test
    void walls_floor_and_path_of_a_reachability_answer() throws IOException {
        BufferedImage image = png(Samples.reachability());
        assertThat(cell(image, 0, 2)).isEqualTo(ReachabilityPainter.WALL);
        assertThat(cell(image, 1, 2)).isEqualTo(ReachabilityPainter.COMPONENT);
        assertThat(cell(image, 1, 1)).isEqualTo(ReachabilityPainter.PATH);
    }

    @Test
    void sokoban_frames_show_the_box_off_the_goal_then_on_it() throws IOException {
        Scene scene = PictureAdapter.scene(Samples.sokoban());
        assertThat(scene.frames()).hasSize(2);
        BufferedImage image = png(Samples.sokoban());
        int frameWidth = 2 * MARGIN + 5 * CELL;
        int top = scene.captionHeight() + MARGIN + CELL + CELL / 2;
        int boxStart = MARGIN + 2 * CELL + CELL / 2;
        int goal = MARGIN + 3 * CELL + CELL / 2 + frameWidth + 8;
        assertThat(String.format("#%06X", image.getRGB(boxStart, top) & 0xffffff)).isEqualTo(SokobanPainter.BOX);
        assertThat(String.format("#%06X", image.getRGB(goal, top) & 0xffffff)).isEqualTo(SokobanPainter.BOX_ON_GOAL);
        assertThat(String.format("#%06X", image.getRGB(MARGIN + 2, scene.captionHeight() + MARGIN + 2) & 0xffffff))
                .isEqualTo(SokobanPainter.WALL);
    }

    @Test
    void snowman_rolling_turns_snow_to_grass() throws IOException {
        Scene scene = PictureAdapter.scene(Samples.snowman());
        assertThat(scene.frames()).hasSize(3);
        BufferedImage image = png(Samples.snowman());
        int top = scene.captionHeight() + MARGIN + CELL + 3;
        int frameWidth = 2 * MARGIN + 8 * CELL;
        // r2c4 is snow at the start; the small ball rolls onto it in the first move and leaves grass
        assertThat(String.format("#%06X", image.getRGB(MARGIN + 3 * CELL + 3, top) & 0xffffff)).isEqualTo(SnowmanPainter.SNOW);
        assertThat(String.format("#%06X", image.getRGB(frameWidth + 8 + MARGIN + 3 * CELL + 3, top) & 0xffffff))
                .isEqualTo(SnowmanPainter.GRASS);
    }
}
