package org.gridpuzzle.adapter.file.planning;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;

/** The Sokoban and Snowman level files. */
@Module
public interface PlanningFileModule {

    @Binds
    LoadSokobanLevelsPort sokoban(LevelFileAdapter adapter);

    @Binds
    LoadSnowmanLevelPort snowman(LevelFileAdapter adapter);
}

