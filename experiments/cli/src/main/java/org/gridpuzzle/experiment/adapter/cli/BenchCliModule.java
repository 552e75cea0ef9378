package org.gridpuzzle.experiment.adapter.cli;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dagger.multibindings.StringKey;
import org.gridpuzzle.clikit.CommandFamily;

/** Contributes {@code gridpuzzle bench} and {@code gridpuzzle experiment}. */
@Module
public interface BenchCliModule {

    @Binds
    @IntoMap
    @StringKey("bench")
    CommandFamily family(BenchCommand command);

    @Binds
    @IntoMap
    @ClassKey(BenchCommand.class)
    Object bench(BenchCommand command);

    @Binds
    @IntoMap
    @ClassKey(BenchSuguruCommand.class)
    Object suguru(BenchSuguruCommand command);

    @Binds
    @IntoMap
    @ClassKey(BenchReachCommand.class)
    Object reach(BenchReachCommand command);

    @Binds
    @IntoMap
    @ClassKey(BenchFloodItCommand.class)
    Object floodit(BenchFloodItCommand command);

    @Binds
    @IntoMap
    @ClassKey(BenchTwoRowCommand.class)
    Object twoRow(BenchTwoRowCommand command);

    @Binds
    @IntoMap
    @ClassKey(BenchSnowmanCommand.class)
    Object snowman(BenchSnowmanCommand command);

    @Binds
    @IntoMap
    @ClassKey(BenchSokobanCommand.class)
    Object sokoban(BenchSokobanCommand command);

    @Binds
    @IntoMap
    @StringKey("experiment")
    CommandFamily experimentFamily(ExperimentCommand command);

    @Binds
    @IntoMap
    @ClassKey(ExperimentCommand.class)
    Object experimentCommand(ExperimentCommand command);

    @Binds
    @IntoMap
    @ClassKey(ExperimentRunCommand.class)
    Object experimentRunCommand(ExperimentRunCommand command);

    @Binds
    @IntoMap
    @ClassKey(ExperimentReportCommand.class)
    Object experimentReportCommand(ExperimentReportCommand command);

    @Binds
    @IntoMap
    @ClassKey(ExperimentWorkerCommand.class)
    Object experimentWorkerCommand(ExperimentWorkerCommand command);

    @Binds
    @IntoMap
    @ClassKey(ExperimentJobCommand.class)
    Object experimentJobCommand(ExperimentJobCommand command);
}

