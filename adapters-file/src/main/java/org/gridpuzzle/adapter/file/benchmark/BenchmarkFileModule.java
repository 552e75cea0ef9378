package org.gridpuzzle.adapter.file.benchmark;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.benchmark.ListSuguruInstancesPort;
import org.gridpuzzle.application.port.out.benchmark.LoadFloodItSetPort;
import org.gridpuzzle.application.port.out.benchmark.LoadSnowmanSuitePort;
import org.gridpuzzle.application.port.out.benchmark.LocateBenchmarkDataPort;
import org.gridpuzzle.application.port.out.benchmark.SaveReportPort;

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

