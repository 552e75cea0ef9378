package org.gridpuzzle.bootstrap;

import dagger.BindsInstance;
import dagger.Component;
import jakarta.inject.Singleton;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.adapter.file.FileAdapterModule;
import picocli.CommandLine;

/** Wires adapters to use cases; the only place that sees every adapter. */
@Singleton
@Component(modules = {CliModule.class, FileAdapterModule.class})
public interface GridpuzzleComponent {

    CommandLine commandLine();

    @Component.Factory
    interface Factory {
        GridpuzzleComponent create(@BindsInstance Terminal terminal);
    }
}
