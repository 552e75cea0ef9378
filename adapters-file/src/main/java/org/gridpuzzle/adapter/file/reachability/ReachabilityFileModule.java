package org.gridpuzzle.adapter.file.reachability;

import dagger.Binds;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.IntoSet;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.gridmap.GridMapFormat;

/** The grid-map format and its file port. */
@Module
public interface ReachabilityFileModule {

    @Binds
    LoadGridMapPort maps(GridMapFileAdapter adapter);

    @Provides
    @IntoSet
    static PuzzleFormat<?> gridMap() {
        return new GridMapFormat();
    }
}

