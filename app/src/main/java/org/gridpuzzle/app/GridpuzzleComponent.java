package org.gridpuzzle.app;

import dagger.BindsInstance;
import dagger.Component;
import jakarta.inject.Singleton;
import org.gridpuzzle.clikit.Terminal;

/** Wires gridpuzzle's adapters to its use cases; with the web's, the only place that sees every adapter. */
@Singleton
@Component(modules = GridpuzzleModules.class)
public interface GridpuzzleComponent extends CommandLineComponent {

    @Component.Factory
    interface Factory {
        GridpuzzleComponent create(@BindsInstance Terminal terminal);
    }
}
