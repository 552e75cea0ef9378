package org.gridpuzzle.experiment.adapter.charts;

import jakarta.inject.Inject;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.port.out.experiment.DrawChartsPort;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

/**
 * Cactus and scatter plots of experiment reports. Times are drawn on log axes (solvers' times span orders of
 * magnitude). The pictures are drawn in memory; the report saves them.
 */
public final class JFreeChartsAdapter implements DrawChartsPort {

    private static final int WIDTH = 900;
    private static final int HEIGHT = 600;
    /** Log axes cannot show 0; no job takes less (a JVM starts in more). */
    private static final double FLOOR = 0.01;
    private static final Color[] COLOURS = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c),
        new Color(0xff7f0e), new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f)};

    static {
        System.setProperty("java.awt.headless", "true"); // drawing into images and SVG needs no display
    }

    @Inject
    public JFreeChartsAdapter() {
        // stateless
    }

    @Override
    public void checkFormat(Path file) {
        svg(file);
    }

    /** Whether the file is an SVG (else a PNG); refused when it is neither. */
    private static boolean svg(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".svg") && !name.endsWith(".png")) {
            throw new InvalidInputException(file.toString(), "a chart is written as .svg or .png");
        }
        return name.endsWith(".svg");
    }

    @Override
    public byte[] cactus(Path file, String title, List<Series> series) {
        svg(file);
        return draw(file, cactusChart(title, series));
    }

    /** The cactus plot: instances solved against the time each needed, the series' times sorted by the report. */
    static JFreeChart cactusChart(String title, List<Series> series) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Series s : series) {
            XYSeries xy = new XYSeries(s.name() + " (" + s.values().size() + ")", false, true);
            for (int i = 0; i < s.values().size(); i++) {
                xy.add(i + 1, Math.max(FLOOR, s.values().get(i)));
            }
            data.addSeries(xy);
        }
        NumberAxis x = new NumberAxis("instances solved");
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        LogAxis y = logAxis("time to solve that many, each (s)");
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        style(renderer, series.size(), 4);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        return chart(title, plot, true);
    }

    @Override
    public byte[] scatter(Path file, String title, String xName, String yName, List<double[]> points, double limit) {
        XYSeries xy = new XYSeries("instances (" + points.size() + ")", false, true);
        for (double[] p : points) {
            xy.add(Math.max(FLOOR, p[0]), Math.max(FLOOR, p[1]));
        }
        XYSeries diagonal = new XYSeries("equal time", false, true);
        double low = points.stream().mapToDouble(p -> Math.min(p[0], p[1])).min().orElse(FLOOR);
        diagonal.add(Math.max(FLOOR, low), Math.max(FLOOR, low));
        diagonal.add(limit, limit);
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(xy);
        data.addSeries(diagonal);
        LogAxis x = logAxis(xName + " (s)");
        LogAxis y = logAxis(yName + " (s)");
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
        renderer.setSeriesLinesVisible(0, false);
        renderer.setSeriesShapesVisible(0, true);
        renderer.setSeriesShape(0, new Ellipse2D.Double(-3, -3, 6, 6));
        renderer.setSeriesPaint(0, COLOURS[0]);
        renderer.setSeriesLinesVisible(1, true);
        renderer.setSeriesShapesVisible(1, false);
        renderer.setSeriesPaint(1, Color.GRAY);
        renderer.setSeriesStroke(1, new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] {6f, 4f}, 0f));
        XYPlot plot = new XYPlot(data, x, y, renderer);
        return draw(file, chart(title + "; points on the " + number(limit) + " s lines are unsolved", plot, true));
    }

    private static LogAxis logAxis(String label) {
        LogAxis axis = new RoundLogAxis(label);
        axis.setBase(10);
        axis.setSmallestValue(FLOOR);
        axis.setNumberFormatOverride(new java.text.DecimalFormat("0.##"));
        return axis;
    }

    private static void style(XYLineAndShapeRenderer renderer, int n, double radius) {
        for (int i = 0; i < n; i++) {
            renderer.setSeriesPaint(i, COLOURS[i % COLOURS.length]);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
            renderer.setSeriesShape(i, new Ellipse2D.Double(-radius / 2, -radius / 2, radius, radius));
        }
    }

    private static JFreeChart chart(String title, XYPlot plot, boolean legend) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        JFreeChart chart = new JFreeChart(title, new Font(Font.SANS_SERIF, Font.BOLD, 15), plot, legend);
        chart.setBackgroundPaint(Color.WHITE);
        LegendTitle l = chart.getLegend();
        if (l != null) {
            l.setPosition(RectangleEdge.BOTTOM);
        }
        return chart;
    }

    private static byte[] draw(Path file, JFreeChart chart) {
        byte[] bytes;
        if (svg(file)) {
            SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
            chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
            bytes = g.getSVGDocument().getBytes(StandardCharsets.UTF_8);
        } else {
            try {
                bytes = ChartUtils.encodeAsPNG(chart.createBufferedImage(WIDTH, HEIGHT));
            } catch (IOException e) {
                throw new IllegalStateException("PNG encoding into memory cannot fail", e);
            }
        }
        return bytes;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
