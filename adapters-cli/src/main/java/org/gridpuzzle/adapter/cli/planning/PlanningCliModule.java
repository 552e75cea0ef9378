package org.gridpuzzle.adapter.cli.planning;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dagger.multibindings.StringKey;
import org.gridpuzzle.clikit.CommandFamily;

/** Contributes {@code gridpuzzle sokoban} and {@code gridpuzzle snowman}. */
@Module
public interface PlanningCliModule {

    @Binds
    @IntoMap
    @StringKey("sokoban")
    CommandFamily sokobanFamily(SokobanCommand command);

    @Binds
    @IntoMap
    @StringKey("snowman")
    CommandFamily snowmanFamily(SnowmanCommand command);

    @Binds
    @IntoMap
    @ClassKey(SokobanCommand.class)
    Object sokoban(SokobanCommand command);

    @Binds
    @IntoMap
    @ClassKey(SnowmanCommand.class)
    Object snowman(SnowmanCommand command);

    @Binds
    @IntoMap
    @ClassKey(SokobanCheckCommand.class)
    Object sokobanCheck(SokobanCheckCommand command);

    @Binds
    @IntoMap
    @ClassKey(SokobanSolveCommand.class)
    Object sokobanSolve(SokobanSolveCommand command);

    @Binds
    @IntoMap
    @ClassKey(SnowmanSolveCommand.class)
    Object snowmanSolve(SnowmanSolveCommand command);

    @Binds
    @IntoMap
    @ClassKey(SnowmanCheckCommand.class)
    Object snowmanCheck(SnowmanCheckCommand command);
}

