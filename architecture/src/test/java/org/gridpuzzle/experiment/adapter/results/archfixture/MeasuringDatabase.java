package org.gridpuzzle.experiment.adapter.results.archfixture;

import org.gridpuzzle.experiment.measure.PeakRss;

/** Breaks the experiment-adapter rule on purpose: an adapter that measures, which is the benchmarks' job. */
public final class MeasuringDatabase {

    public long memory() {
        return PeakRss.bytes();
    }
}
