package org.gridpuzzle.adapter.render;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.output.RenderPicturePort;

/** Binds the picture renderer. */
@Module
public interface RenderAdapterModule {

    @Binds
    RenderPicturePort pictures(PictureAdapter adapter);
}

