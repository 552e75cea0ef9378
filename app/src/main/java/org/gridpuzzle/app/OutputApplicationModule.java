package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.output.DrawPictureUseCase;
import org.gridpuzzle.application.port.in.output.SaveOutputUseCase;
import org.gridpuzzle.application.service.output.DrawPictureService;
import org.gridpuzzle.application.service.output.SaveOutputService;

/** Saving answers to files, and drawing them for front ends that show pictures themselves. */
@Module
public interface OutputApplicationModule {

    @Binds
    SaveOutputUseCase save(SaveOutputService service);

    @Binds
    DrawPictureUseCase draw(DrawPictureService service);
}
