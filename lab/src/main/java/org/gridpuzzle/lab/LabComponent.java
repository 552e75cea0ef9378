package org.gridpuzzle.lab;

import dagger.BindsInstance;
import dagger.Component;
import jakarta.inject.Singleton;
import org.gridpuzzle.app.CommandLineComponent;
import org.gridpuzzle.app.GridpuzzleModules;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.adapter.charts.ChartsAdapterModule;
import org.gridpuzzle.experiment.adapter.cli.BenchCliModule;
import org.gridpuzzle.experiment.adapter.cluster.ClusterAdapterModule;
import org.gridpuzzle.experiment.adapter.data.BenchmarkFileModule;
import org.gridpuzzle.experiment.adapter.jobs.JobsAdapterModule;
import org.gridpuzzle.experiment.adapter.results.ResultsAdapterModule;

/**
 * The lab's command line: gridpuzzle's whole tree plus {@code bench} and {@code experiment} (jobs in JVMs of their own,
 * the results database, charts, the cluster). The only place that wires the measuring adapters.
 */
@Singleton
@Component(modules = {GridpuzzleModules.class, BenchCliModule.class, BenchmarkFileModule.class, ExperimentModule.class,
    ResultsAdapterModule.class, JobsAdapterModule.class, ChartsAdapterModule.class, ClusterAdapterModule.class})
public interface LabComponent extends CommandLineComponent {

    @Component.Factory
    interface Factory {
        LabComponent create(@BindsInstance Terminal terminal);
    }
}
