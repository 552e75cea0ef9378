package org.gridpuzzle.adapter.cli.read;

import org.gridpuzzle.adapter.cli.NestedHelpCommand;
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

    /** {@code help}, which lists the formats through their use case, is made by Dagger too. */
    @Binds
    @IntoMap
    @ClassKey(NestedHelpCommand.class)
    Object help(NestedHelpCommand command);
}
