package org.gridpuzzle.experiment.adapter.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.Range;

/** A log axis whose ticks are round numbers ({@link RoundTicks}), labelled as plain decimals. */
final class RoundLogAxis extends LogAxis {

    private static final long serialVersionUID = 1L;
    /** Enough for a 600-pixel axis without crowding, for either direction. */
    static final int MOST_TICKS = 9;

    RoundLogAxis(String label) {
        super(label);
    }

    @Override
    @SuppressWarnings("rawtypes")
    protected List refreshTicksVertical(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
        TextAnchor anchor = edge == RectangleEdge.RIGHT ? TextAnchor.CENTER_LEFT : TextAnchor.CENTER_RIGHT;
        return ticks(anchor);
    }

    @Override
    @SuppressWarnings("rawtypes")
    protected List refreshTicksHorizontal(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
        TextAnchor anchor = edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER;
        return ticks(anchor);
    }

    /** The round ticks of the axis's present range. */
    List<ValueTick> ticks(TextAnchor anchor) {
        Range r = getRange();
        List<ValueTick> out = new ArrayList<>();
        for (BigDecimal v : RoundTicks.between(r.getLowerBound(), r.getUpperBound(), MOST_TICKS)) {
            out.add(new NumberTick(TickType.MAJOR, v.doubleValue(), v.toPlainString(), anchor, anchor, 0.0));
        }
        return out;
    }
}
