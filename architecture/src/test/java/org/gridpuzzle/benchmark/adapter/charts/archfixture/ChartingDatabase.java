package org.gridpuzzle.benchmark.adapter.charts.archfixture;

import org.gridpuzzle.benchmark.adapter.results.archfixture.MeasuringDatabase;

/** Deliberately bad: one measuring adapter using another's class. */
public final class ChartingDatabase {

    public long memory() {
        return new MeasuringDatabase().memory();
    }
}
