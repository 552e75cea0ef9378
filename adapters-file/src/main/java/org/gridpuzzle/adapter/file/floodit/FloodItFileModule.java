package org.gridpuzzle.adapter.file.floodit;

import dagger.Binds;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.IntoSet;
import org.gridpuzzle.adapter.file.PuzzleFormat;
import org.gridpuzzle.application.port.out.floodit.FloodItFilePort;

/** The Flood-It board format and file port. */
@Module
public interface FloodItFileModule {

    @Binds
    FloodItFilePort files(FloodItFileAdapter adapter);

    @Provides
    @IntoSet
    static PuzzleFormat<?> board() {
        return new BoardFormat();
    }
}
