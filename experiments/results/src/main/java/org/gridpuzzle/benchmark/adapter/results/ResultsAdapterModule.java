package org.gridpuzzle.benchmark.adapter.results;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.benchmark.port.out.experiment.ExperimentDatabasePort;

/** Binds the SQLite results database. */
@Module
public interface ResultsAdapterModule {

    @Binds
    ExperimentDatabasePort database(SqliteExperimentDatabaseAdapter adapter);
}
