package org.gridpuzzle.benchmark.adapter.charts;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.benchmark.port.out.experiment.DrawChartsPort;

/** Binds the chart drawing. */
@Module
public interface ChartsAdapterModule {

    @Binds
    DrawChartsPort charts(JFreeChartsAdapter adapter);
}
