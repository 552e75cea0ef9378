package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dagger.multibindings.StringKey;
import org.gridpuzzle.clikit.CommandFamily;

/** Contributes {@code gridpuzzle serve}. */
@Module
public interface ServeModule {

    @Binds
    @IntoMap
    @StringKey("serve")
    CommandFamily serve(ServeCommand command);

    @Binds
    @IntoMap
    @ClassKey(ServeCommand.class)
    Object serveCommand(ServeCommand command);
}
