package org.gridpuzzle.adapter.file.games;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.games.GameLevelFilePort;

/** The Sokoban and Snowman level files. */
@Module
public interface GameFileModule {

    @Binds
    GameLevelFilePort levels(GameLevelFileAdapter adapter);
}
