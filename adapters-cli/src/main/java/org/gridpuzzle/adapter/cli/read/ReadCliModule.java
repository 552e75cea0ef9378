package org.gridpuzzle.adapter.cli.read;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dagger.multibindings.StringKey;
import org.gridpuzzle.clikit.CommandFamily;

/** Contributes {@code gridpuzzle read}. */
@Module
public interface ReadCliModule {

    @Binds
    @IntoMap
    @StringKey("read")
    CommandFamily read(ReadCommand command);

    @Binds
    @IntoMap
    @ClassKey(ReadCommand.class)
    Object readCommand(ReadCommand command);
}
