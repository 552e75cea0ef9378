package org.gridpuzzle.adapter.file.floodit;

import dagger.Binds;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.IntoSet;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.application.port.out.floodit.LoadGraphPort;
import org.gridpuzzle.application.port.out.floodit.SaveFloodItBoardPort;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.floodit.BoardFormat;

/** The Flood-It board format and file ports. */
@Module
public interface FloodItFileModule {

    @Binds
    LoadFloodItBoardPort boards(FloodItFileAdapter adapter);

    @Binds
    SaveFloodItBoardPort save(FloodItFileAdapter adapter);

    @Binds
    LoadGraphPort graphs(FloodItFileAdapter adapter);

    @Provides
    @IntoSet
    static PuzzleFormat<?> board() {
        return new BoardFormat();
    }
}

