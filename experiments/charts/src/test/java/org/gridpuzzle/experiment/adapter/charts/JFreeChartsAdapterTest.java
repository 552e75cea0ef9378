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
    void the_time_axis_of_a_cactus_plot_ticks_at_round_numbers() {
        // the low: a cactus plot of times between 2.7 and 3.5 s ticked its y axis at 2.75, 2.82, ...
        List<DrawChartsPort.Series> close = List.of(new DrawChartsPort.Series("a", List.of(2.71, 2.9, 3.1, 3.46)),
                new DrawChartsPort.Series("b", List.of(2.8, 3.3)));
        String text = new String(charts.cactus(dir.resolve("c.svg"), "t", close), java.nio.charset.StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(">\\s*([0-9]+(?:\\.[0-9]+)?)\\s*</text>").matcher(text);
        List<String> labels = new java.util.ArrayList<>();
        while (m.find()) {
            labels.add(m.group(1));
        }
        // the x axis's instance counts and the y axis's times, each at most two significant digits
        assertThat(labels).as(labels.toString()).contains("2.8", "3").filteredOn(l -> l.contains("."))
                .hasSizeGreaterThanOrEqualTo(3)
                .allSatisfy(l -> assertThat(new java.math.BigDecimal(l).stripTrailingZeros().precision()).as(l)
                        .isLessThanOrEqualTo(2));
    }

    @Test
    void the_ticks_of_the_time_axis_are_round_numbers() {
        List<DrawChartsPort.Series> close = List.of(new DrawChartsPort.Series("a", List.of(2.71, 2.9, 3.1, 3.46)),
                new DrawChartsPort.Series("b", List.of(2.8, 3.3)));
        org.jfree.chart.JFreeChart chart = JFreeChartsAdapter.cactusChart("t", close);
        java.awt.image.BufferedImage image = chart.createBufferedImage(900, 600); // lays the axes out
        org.jfree.chart.plot.XYPlot plot = chart.getXYPlot();
        java.awt.Graphics2D g = image.createGraphics();
        List<?> ticks = plot.getRangeAxis().refreshTicks(g, new org.jfree.chart.axis.AxisState(),
                new java.awt.geom.Rectangle2D.Double(60, 30, 820, 480), org.jfree.chart.ui.RectangleEdge.LEFT);
        List<Double> values = ticks.stream().map(t -> ((org.jfree.chart.axis.ValueTick) t).getValue()).toList();
        // a plain log axis ticked this range at 10^0.44, 10^0.45...: 2.75, 2.82, 2.88
        assertThat(values).as(values.toString()).hasSizeGreaterThanOrEqualTo(3).allSatisfy(v -> assertThat(
                java.math.BigDecimal.valueOf(v).stripTrailingZeros().precision()).as("%s", v).isLessThanOrEqualTo(2));
        assertThat(values).contains(2.8, 3.0, 3.4);
    }

    @Test
    void another_extension_is_refused() {
        assertThatThrownBy(() -> charts.cactus(dir.resolve("c.gif"), "t", series)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining(".svg or .png");
        assertThatThrownBy(() -> charts.checkFormat(dir.resolve("c.gif"))).isInstanceOf(InvalidInputException.class);
    }
}
