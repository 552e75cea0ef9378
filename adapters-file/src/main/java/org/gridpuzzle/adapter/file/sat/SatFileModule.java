package org.gridpuzzle.adapter.file.sat;

import dagger.Binds;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.IntoSet;
import org.gridpuzzle.application.port.out.sat.LoadCnfPort;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.dimacs.DimacsFormat;

/** The DIMACS format and the CNF file ports. */
@Module
public interface SatFileModule {

    @Binds
    LoadCnfPort load(CnfFileAdapter adapter);

    @Binds
    SaveCnfPort save(CnfFileAdapter adapter);

    @Provides
    @IntoSet
    static PuzzleFormat<?> dimacs() {
        return new DimacsFormat();
    }
}

