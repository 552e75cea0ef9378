package org.gridpuzzle.adapter.sat;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;

/** Binds the SAT back-ends. */
@Module
public interface SatAdapterModule {

    @Binds
    SelectSatSolverPort backends(SatBackendAdapter adapter);
}
