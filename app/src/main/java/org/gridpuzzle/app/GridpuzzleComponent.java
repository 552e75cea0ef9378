package org.gridpuzzle.app;

import dagger.BindsInstance;
import dagger.Component;
import org.gridpuzzle.experiment.adapter.charts.ChartsAdapterModule;
import org.gridpuzzle.experiment.adapter.cluster.ClusterAdapterModule;
import org.gridpuzzle.experiment.adapter.jobs.JobsAdapterModule;
import org.gridpuzzle.experiment.adapter.results.ResultsAdapterModule;
import jakarta.inject.Singleton;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.adapter.cli.CommandTree;
import org.gridpuzzle.adapter.cli.StandbyAnswer;
import org.gridpuzzle.adapter.cli.StderrProgressAdapter;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.adapter.cli.BenchCliModule;
import org.gridpuzzle.adapter.cli.floodit.FloodItCliModule;
import org.gridpuzzle.adapter.cli.planning.PlanningCliModule;
import org.gridpuzzle.adapter.cli.reachability.ReachabilityCliModule;
import org.gridpuzzle.adapter.cli.read.ReadCliModule;
import org.gridpuzzle.adapter.cli.sat.SatCliModule;
import org.gridpuzzle.adapter.cli.suguru.SuguruCliModule;
import org.gridpuzzle.adapter.file.FileAdapterModule;
import org.gridpuzzle.experiment.adapter.data.BenchmarkFileModule;
import org.gridpuzzle.adapter.file.floodit.FloodItFileModule;
import org.gridpuzzle.adapter.file.output.OutputFileModule;
import org.gridpuzzle.adapter.file.planning.PlanningFileModule;
import org.gridpuzzle.adapter.file.reachability.ReachabilityFileModule;
import org.gridpuzzle.adapter.file.sat.SatFileModule;
import org.gridpuzzle.adapter.file.suguru.SuguruFileModule;
import org.gridpuzzle.adapter.render.RenderAdapterModule;
import org.gridpuzzle.adapter.planner.PlannerAdapterModule;
import org.gridpuzzle.adapter.sat.SatAdapterModule;

/** Wires adapters to use cases; the only place that sees every adapter. */
@Singleton
@Component(modules = {CliModule.class, FileAdapterModule.class,
    SuguruCliModule.class, SuguruFileModule.class, SuguruApplicationModule.class,
    FloodItCliModule.class, FloodItFileModule.class, FloodItApplicationModule.class,
    ReachabilityCliModule.class, ReachabilityFileModule.class, SatCliModule.class, SatFileModule.class,
    SatAdapterModule.class, PlannerAdapterModule.class, SatApplicationModule.class,
    PlanningCliModule.class, PlanningFileModule.class, PlanningApplicationModule.class,
    BenchCliModule.class, BenchmarkFileModule.class, BenchmarkModule.class,
    ResultsAdapterModule.class, JobsAdapterModule.class, ChartsAdapterModule.class, ClusterAdapterModule.class,
    OutputApplicationModule.class, OutputFileModule.class, RenderAdapterModule.class, ServeModule.class,
    ReadCliModule.class, PuzzleApplicationModule.class})
public interface GridpuzzleComponent {

    CommandTree commands();

    CancellationFlag cancellation();

    StderrProgressAdapter progress();

    StandbyAnswer standby();

    @Component.Factory
    interface Factory {
        GridpuzzleComponent create(@BindsInstance Terminal terminal);
    }
}

