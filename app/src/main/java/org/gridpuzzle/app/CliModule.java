package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.Multibinds;
import java.util.Map;
import org.gridpuzzle.clikit.CommandFamily;
import org.gridpuzzle.adapter.cli.InjectingFactory;
import org.gridpuzzle.adapter.cli.StderrProgressAdapter;
import org.gridpuzzle.application.port.out.ProgressPort;

/** The command line itself; families and their commands arrive through the two multibindings. */
@Module
public interface CliModule {

    /** Top-level families, one {@code @IntoMap @StringKey(name)} binding each, built only when a run needs them. */
    @Multibinds
    Map<String, CommandFamily> families();

    /** Every command class (families and their subcommands), {@code @IntoMap @ClassKey}, for {@link InjectingFactory}. */
    @Multibinds
    Map<Class<?>, Object> commands();

    @Binds
    ProgressPort progress(StderrProgressAdapter progress);
}
