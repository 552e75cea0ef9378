package org.gridpuzzle.experiment.adapter.data;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.experiment.port.out.data.ListSuguruInstancesPort;
import org.gridpuzzle.experiment.port.out.data.LoadFloodItSetPort;
import org.gridpuzzle.experiment.port.out.data.LoadSnowmanSuitePort;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.experiment.port.out.data.SaveReportPort;

/** The benchmark data: where it is, and its sets read whole. */
@Module
public interface BenchmarkFileModule {

    @Binds
    LocateBenchmarkDataPort locate(SharedDataAdapter adapter);

    @Binds
    ListSuguruInstancesPort suguru(BenchmarkFileAdapter adapter);

    @Binds
    LoadFloodItSetPort floodit(BenchmarkFileAdapter adapter);

    @Binds
    LoadSnowmanSuitePort snowman(BenchmarkFileAdapter adapter);

    @Binds
    SaveReportPort reports(BenchmarkFileAdapter adapter);
}

