package org.gridpuzzle.experiment.adapter.charts;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.experiment.port.out.experiment.DrawChartsPort;

/** Binds the chart drawing. */
@Module
public interface ChartsAdapterModule {

    @Binds
    DrawChartsPort charts(JFreeChartsAdapter adapter);
}
