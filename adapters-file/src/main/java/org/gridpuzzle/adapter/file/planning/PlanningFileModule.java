package org.gridpuzzle.adapter.file.planning;

import dagger.Provides;
import dagger.multibindings.IntoSet;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.snowman.SnowmanFormat;
import org.gridpuzzle.format.sokoban.CollectionFormat;
import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;

/** The Sokoban and Snowman level files and their formats. */
@Module
public interface PlanningFileModule {

    @Binds
    LoadSokobanLevelsPort sokoban(LevelFileAdapter adapter);

    @Binds
    LoadSnowmanLevelPort snowman(LevelFileAdapter adapter);

    @Provides
    @IntoSet
    static PuzzleFormat<?> xsb() {
        return new CollectionFormat.Text();
    }

    @Provides
    @IntoSet
    static PuzzleFormat<?> slc() {
        return new CollectionFormat.Slc();
    }

    @Provides
    @IntoSet
    static PuzzleFormat<?> lvl() {
        return new SnowmanFormat();
    }
}

