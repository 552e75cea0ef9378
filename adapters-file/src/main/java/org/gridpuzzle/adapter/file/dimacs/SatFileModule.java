package org.gridpuzzle.adapter.file.dimacs;

import dagger.Binds;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.IntoSet;
import org.gridpuzzle.adapter.file.PuzzleFormat;
import org.gridpuzzle.adapter.file.gridmap.GridMapFormat;
import org.gridpuzzle.application.port.out.sat.SatFilePort;

/** DIMACS and grid-map formats and the file port for the SAT commands. */
@Module
public interface SatFileModule {

    @Binds
    SatFilePort files(SatFileAdapter adapter);

    @Provides
    @IntoSet
    static PuzzleFormat<?> dimacs() {
        return new DimacsFormat();
    }

    @Provides
    @IntoSet
    static PuzzleFormat<?> gridMap() {
        return new GridMapFormat();
    }
}
