package org.gridpuzzle.adapter.cli.reachability;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dagger.multibindings.StringKey;
import org.gridpuzzle.clikit.CommandFamily;

/** Contributes {@code gridpuzzle reach}. */
@Module
public interface ReachabilityCliModule {

    @Binds
    @IntoMap
    @StringKey("reach")
    CommandFamily reach(ReachCommand command);

    @Binds
    @IntoMap
    @ClassKey(ReachCommand.class)
    Object reachCommand(ReachCommand command);
}

