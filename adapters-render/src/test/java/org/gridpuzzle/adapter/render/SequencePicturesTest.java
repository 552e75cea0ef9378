package org.gridpuzzle.adapter.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.domain.suguru.internal.HintEngine;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.Suguru;
import org.junit.jupiter.api.Test;

/** Sequences: an explanation a step per frame, filmstrips that keep the key frames, fit a size and wrap captions. */
class SequencePicturesTest {

    @Test
    void an_explanation_is_a_frame_per_step_with_its_pencil_marks_and_struck_candidates() {
        SuguruPuzzle puzzle = Samples.suguruPuzzle();
        List<HintStep> steps = HintEngine.explain(puzzle, ((SolveOutcome.Solved) Suguru.solve(puzzle)).solution());
        Scene scene = SuguruPainter.scene(new Output.SuguruSteps(puzzle, steps));
        assertThat(scene.frames()).hasSize(steps.size());
        assertThat(scene.frames().get(0).caption()).startsWith("step 1/" + steps.size() + ": ");
        // the first frame draws candidates in the empty cells (small grey digits)
        assertThat(scene.frames().get(0).drawing().shapes()).anyMatch(s -> s instanceof Shape.Text t
                && t.fill().equals(SuguruPainter.PENCIL));
        int elimination = -1;
        for (int i = 0; i < steps.size() && elimination < 0; i++) {
            elimination = steps.get(i).placement() ? -1 : i;
        }
        if (elimination >= 0) {
            assertThat(scene.frames().get(elimination).drawing().shapes()).anyMatch(s -> s instanceof Shape.Text t
                    && t.fill().equals(SuguruPainter.STRUCK));
        }
        String svg = new String(new PictureAdapter().render(new Output.SuguruSteps(puzzle, steps), OutputKind.SVG),
                StandardCharsets.UTF_8);
        assertThat(svg).contains("class=\"frame\"", "<animate");
    }

    @Test
    void a_long_filmstrip_keeps_its_key_frames_first_and_fits_the_size() throws IOException {
        List<Scene.Frame> frames = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            Drawing d = new Drawing().rect(0, 0, 10, 10, "#000000");
            frames.add(new Scene.Frame(d, "move " + i, i % 20 == 7)); // 20 key frames among 400
        }
        List<Scene.Frame> chosen = PngWriter.sample(frames);
        assertThat(chosen).hasSizeLessThanOrEqualTo(PngWriter.MAX_FRAMES).contains(frames.get(0), frames.get(399));
        assertThat(chosen.stream().filter(Scene.Frame::key).count()).as("every key frame").isEqualTo(20);
        // more key frames than room: only key frames (and the ends), evenly
        List<Scene.Frame> many = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            many.add(new Scene.Frame(new Drawing(), "move " + i, i % 2 == 1));
        }
        assertThat(PngWriter.sample(many)).hasSize(PngWriter.MAX_FRAMES).allMatch(f -> f.key() || f == many.get(0));

        Scene wide = new Scene(800, 500, new Drawing(), frames, 0.25);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(PngWriter.write(wide)));
        assertThat(Math.max(image.getWidth(), image.getHeight())).isLessThanOrEqualTo(PngWriter.MAX_SIDE);
    }

    @Test
    void a_caption_wider_than_its_picture_wraps_instead_of_being_cut() {
        Scene narrow = new Scene(140, 140, new Drawing(), List.of(new Scene.Frame(new Drawing(), "start"),
                new Scene.Frame(new Drawing(), "move 12/40, 7 ball moves, 1 snowman")), 0.3);
        List<String> lines = narrow.captionLines("move 12/40, 7 ball moves, 1 snowman");
        assertThat(lines).hasSizeGreaterThan(1);
        assertThat(String.join(" ", lines)).isEqualTo("move 12/40, 7 ball moves, 1 snowman");
        assertThat(narrow.captionHeight()).isGreaterThan(28);
        String svg = SvgWriter.write(narrow);
        for (String line : lines) {
            assertThat(svg).contains(">" + line + "</text>");
            assertThat(line.length() * 0.62 * Scene.CAPTION_FONT).as(line).isLessThanOrEqualTo(140);
        }
    }
}
