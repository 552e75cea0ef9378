package org.gridpuzzle.app;

import dagger.BindsInstance;
import dagger.Component;
import jakarta.inject.Singleton;
import org.gridpuzzle.adapter.file.FileAdapterModule;
import org.gridpuzzle.adapter.file.floodit.FloodItFileModule;
import org.gridpuzzle.adapter.file.output.OutputFileModule;
import org.gridpuzzle.adapter.file.planning.PlanningFileModule;
import org.gridpuzzle.adapter.file.reachability.ReachabilityFileModule;
import org.gridpuzzle.adapter.file.sat.SatFileModule;
import org.gridpuzzle.adapter.file.suguru.SuguruFileModule;
import org.gridpuzzle.adapter.render.RenderAdapterModule;
import org.gridpuzzle.adapter.planner.PlannerAdapterModule;
import org.gridpuzzle.adapter.sat.SatAdapterModule;
import org.gridpuzzle.adapter.web.WebAdapterModule;
import org.gridpuzzle.adapter.web.OpenConnections;
import org.gridpuzzle.adapter.web.WebServer;
import org.gridpuzzle.adapter.web.WebSettings;

/**
 * The web server's wiring: the same use cases and readers as the command line, progress to the jobs, pictures from
 * the renderers. The use cases get a request's texts as named puzzle sources, never a path.
 */
@Singleton
@Component(modules = {WebAdapterModule.class, FileAdapterModule.class, PuzzleApplicationModule.class,
    SuguruFileModule.class, SuguruApplicationModule.class, FloodItFileModule.class, FloodItApplicationModule.class,
    ReachabilityFileModule.class, SatFileModule.class, SatAdapterModule.class, PlannerAdapterModule.class, SatApplicationModule.class,
    PlanningFileModule.class, PlanningApplicationModule.class, OutputApplicationModule.class, OutputFileModule.class,
    RenderAdapterModule.class})
public interface WebComponent {

    WebServer server();

    @Component.Factory
    interface Factory {
        WebComponent create(@BindsInstance WebSettings settings, @BindsInstance OpenConnections connections);
    }

    /** A server with these settings, not yet started. */
    static WebServer server(WebSettings settings) {
        return DaggerWebComponent.factory().create(settings, new KernelConnections()).server();
    }
}
