package org.gridpuzzle.experiment.adapter.charts.archfixture;

import org.gridpuzzle.experiment.adapter.results.archfixture.MeasuringDatabase;

/** Deliberately bad: one measuring adapter using another's class. */
public final class ChartingDatabase {

    public long memory() {
        return new MeasuringDatabase().memory();
    }
}
