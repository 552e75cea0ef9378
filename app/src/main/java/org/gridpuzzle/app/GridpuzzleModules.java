package org.gridpuzzle.app;

import dagger.Module;
import org.gridpuzzle.adapter.cli.floodit.FloodItCliModule;
import org.gridpuzzle.adapter.cli.planning.PlanningCliModule;
import org.gridpuzzle.adapter.cli.reachability.ReachabilityCliModule;
import org.gridpuzzle.adapter.cli.read.ReadCliModule;
import org.gridpuzzle.adapter.cli.sat.SatCliModule;
import org.gridpuzzle.adapter.cli.suguru.SuguruCliModule;
import org.gridpuzzle.adapter.file.FileAdapterModule;
import org.gridpuzzle.adapter.file.floodit.FloodItFileModule;
import org.gridpuzzle.adapter.file.output.OutputFileModule;
import org.gridpuzzle.adapter.file.planning.PlanningFileModule;
import org.gridpuzzle.adapter.file.reachability.ReachabilityFileModule;
import org.gridpuzzle.adapter.file.sat.SatFileModule;
import org.gridpuzzle.adapter.file.suguru.SuguruFileModule;
import org.gridpuzzle.adapter.planner.PlannerAdapterModule;
import org.gridpuzzle.adapter.render.RenderAdapterModule;
import org.gridpuzzle.adapter.sat.SatAdapterModule;

/**
 * gridpuzzle's command line: every command family with the adapters and use cases behind it (solve, verify, explain,
 * generate, read, serve). The lab's component adds the measuring commands to these.
 */
@Module(includes = {CliModule.class, FileAdapterModule.class,
    SuguruCliModule.class, SuguruFileModule.class, SuguruApplicationModule.class,
    FloodItCliModule.class, FloodItFileModule.class, FloodItApplicationModule.class,
    ReachabilityCliModule.class, ReachabilityFileModule.class, SatCliModule.class, SatFileModule.class,
    SatAdapterModule.class, PlannerAdapterModule.class, SatApplicationModule.class,
    PlanningCliModule.class, PlanningFileModule.class, PlanningApplicationModule.class,
    OutputApplicationModule.class, OutputFileModule.class, RenderAdapterModule.class, ServeModule.class,
    ReadCliModule.class, PuzzleApplicationModule.class})
public interface GridpuzzleModules {
}
