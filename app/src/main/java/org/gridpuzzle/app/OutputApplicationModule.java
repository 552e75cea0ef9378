package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.output.SaveOutputUseCase;
import org.gridpuzzle.application.service.output.SaveOutputService;

/** Saving answers to files. */
@Module
interface OutputApplicationModule {

    @Binds
    SaveOutputUseCase save(SaveOutputService service);
}
