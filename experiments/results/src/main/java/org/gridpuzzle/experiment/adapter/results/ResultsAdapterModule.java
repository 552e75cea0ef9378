package org.gridpuzzle.experiment.adapter.results;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.experiment.port.out.experiment.ExperimentDatabasePort;

/** Binds the SQLite results database. */
@Module
public interface ResultsAdapterModule {

    @Binds
    ExperimentDatabasePort database(SqliteExperimentDatabaseAdapter adapter);
}
