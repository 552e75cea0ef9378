package org.gridpuzzle.bootstrap;

import dagger.BindsInstance;
import dagger.Component;
import jakarta.inject.Singleton;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.bench.BenchCliModule;
import org.gridpuzzle.adapter.cli.floodit.FloodItCliModule;
import org.gridpuzzle.adapter.cli.games.GamesCliModule;
import org.gridpuzzle.adapter.file.games.GameFileModule;
import org.gridpuzzle.adapter.file.floodit.FloodItFileModule;
import org.gridpuzzle.adapter.cli.sat.SatCliModule;
import org.gridpuzzle.adapter.file.dimacs.SatFileModule;
import org.gridpuzzle.adapter.sat.SatAdapterModule;
import org.gridpuzzle.adapter.cli.suguru.SuguruCliModule;
import org.gridpuzzle.adapter.file.FileAdapterModule;
import org.gridpuzzle.adapter.file.suguru.SuguruFileModule;
import picocli.CommandLine;

/** Wires adapters to use cases; the only place that sees every adapter. */
@Singleton
@Component(modules = {CliModule.class, FileAdapterModule.class, SuguruFileModule.class, SuguruCliModule.class,
    SuguruApplicationModule.class, BenchCliModule.class, SatCliModule.class, SatFileModule.class, SatAdapterModule.class,
    SatApplicationModule.class, FloodItCliModule.class, FloodItFileModule.class, FloodItApplicationModule.class, GamesCliModule.class,
    GameFileModule.class, GamesApplicationModule.class})
public interface GridpuzzleComponent {

    CommandLine commandLine();

    CancellationFlag cancellation();

    @Component.Factory
    interface Factory {
        GridpuzzleComponent create(@BindsInstance Terminal terminal);
    }
}
