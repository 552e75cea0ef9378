package org.gridpuzzle.bootstrap;

import dagger.Binds;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.Multibinds;
import java.util.Map;
import java.util.Set;
import org.gridpuzzle.adapter.cli.CommandFamily;
import org.gridpuzzle.adapter.cli.CommandTree;
import org.gridpuzzle.adapter.cli.InjectingFactory;
import org.gridpuzzle.adapter.cli.RootCommand;
import org.gridpuzzle.adapter.cli.StderrProgressAdapter;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.adapter.cli.Terminal;
import picocli.CommandLine;

/** The command line itself; families and their commands arrive through the two multibindings. */
@Module
interface CliModule {

    /** Top-level families, one {@code @IntoSet} binding each. */
    @Multibinds
    Set<CommandFamily> families();

    /** Every command class (families and their subcommands), {@code @IntoMap @ClassKey}, for {@link InjectingFactory}. */
    @Multibinds
    Map<Class<?>, Object> commands();

    @Binds
    ProgressPort progress(StderrProgressAdapter progress);

    @Provides
    static CommandLine commandLine(RootCommand root, InjectingFactory factory, Set<CommandFamily> families, Terminal terminal,
            StderrProgressAdapter progress) {
        return CommandTree.build(root, factory, families, terminal, progress);
    }
}
