package org.gridpuzzle.experiment.adapter.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.port.out.experiment.DrawChartsPort;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JFreeChartsAdapterTest {

    @TempDir
    Path dir;

    private final JFreeChartsAdapter charts = new JFreeChartsAdapter();
    private final List<DrawChartsPort.Series> series = List.of(new DrawChartsPort.Series("fast", List.of(0.5, 1.0, 7.5)),
            new DrawChartsPort.Series("paper", List.of(0.9, 30.0)));

    @Test
    void a_cactus_plot_as_png_is_an_image_of_the_chart_size() throws Exception {
        Path png = dir.resolve("c.png");
        BufferedImage image = ImageIO.read(new java.io.ByteArrayInputStream(charts.cactus(png, "cactus title", series)));
        assertThat(image.getWidth()).isEqualTo(900);
        assertThat(image.getHeight()).isEqualTo(600);
    }

    @Test
    void an_svg_names_its_title_and_series() throws Exception {
        Path svg = dir.resolve("c.svg");
        String text = new String(charts.cactus(svg, "cactus title", series), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(text).startsWith("<?xml").contains("<svg").contains("cactus title").contains("fast (3)")
                .contains("paper (2)");
        Path scatter = dir.resolve("s.svg");
        byte[] picture = charts.scatter(scatter, "scatter title", "fast", "paper", List.of(new double[] {0.5, 0.9},
                new double[] {60, 2}), 60);
        assertThat(new String(picture, java.nio.charset.StandardCharsets.UTF_8)).contains("scatter title").contains("fast (s)").contains("equal time");
    }

    @Test
    void another_extension_is_refused() {
        assertThatThrownBy(() -> charts.cactus(dir.resolve("c.gif"), "t", series)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining(".svg or .png");
        assertThatThrownBy(() -> charts.checkFormat(dir.resolve("c.gif"))).isInstanceOf(InvalidInputException.class);
    }
}
