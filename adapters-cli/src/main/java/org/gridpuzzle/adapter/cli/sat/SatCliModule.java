package org.gridpuzzle.adapter.cli.sat;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dagger.multibindings.StringKey;
import org.gridpuzzle.clikit.CommandFamily;

/** Contributes {@code gridpuzzle sat}. */
@Module
public interface SatCliModule {

    @Binds
    @IntoMap
    @StringKey("sat")
    CommandFamily sat(SatCommand command);

    @Binds
    @IntoMap
    @ClassKey(SatCommand.class)
    Object satCommand(SatCommand command);
}

