package org.gridpuzzle.adapter.cli.floodit;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dagger.multibindings.StringKey;
import org.gridpuzzle.clikit.CommandFamily;

/** Contributes {@code gridpuzzle floodit}. */
@Module
public interface FloodItCliModule {

    @Binds
    @IntoMap
    @StringKey("floodit")
    CommandFamily family(FloodItCommand command);

    @Binds
    @IntoMap
    @ClassKey(FloodItCommand.class)
    Object floodit(FloodItCommand command);

    @Binds
    @IntoMap
    @ClassKey(FloodItSolveCommand.class)
    Object solve(FloodItSolveCommand command);

    @Binds
    @IntoMap
    @ClassKey(FloodItCheckCommand.class)
    Object check(FloodItCheckCommand command);

    @Binds
    @IntoMap
    @ClassKey(FloodItBoundCommand.class)
    Object bound(FloodItBoundCommand command);

    @Binds
    @IntoMap
    @ClassKey(FloodItGenerateCommand.class)
    Object generate(FloodItGenerateCommand command);

    @Binds
    @IntoMap
    @ClassKey(FloodItReduceVcCommand.class)
    Object reduceVc(FloodItReduceVcCommand command);
}

