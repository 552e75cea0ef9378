package org.gridpuzzle.adapter.web;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.gridpuzzle.application.port.in.output.DrawPictureUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.application.service.floodit.BoundFloodItService;
import org.gridpuzzle.application.service.floodit.CheckFloodItService;
import org.gridpuzzle.application.service.floodit.GenerateFloodItService;
import org.gridpuzzle.application.service.floodit.SolveFloodItService;
import org.gridpuzzle.application.service.puzzle.ReadPuzzleService;
import org.gridpuzzle.application.service.suguru.CountSuguruService;
import org.gridpuzzle.application.service.suguru.ExplainSuguruService;
import org.gridpuzzle.application.service.suguru.GenerateSuguruService;
import org.gridpuzzle.application.service.suguru.SolveSuguruService;
import org.gridpuzzle.application.service.suguru.VerifySuguruService;

/**
 * The web adapter wired for its own tests: the real use cases over text-only ports, pictures that name their answer
 * instead of drawing it, and no SAT back-end (the planning and reachability operations are tested with the real
 * wiring in app). What the composition root does for the server, by hand and small.
 */
final class WebTestComponent {

    private WebTestComponent() {
    }

    static WebServer server(int workers, int queue) {
        return server(workers, queue, command -> ("<svg>" + command.output().getClass().getSimpleName() + "</svg>")
                .getBytes(StandardCharsets.UTF_8));
    }

    /** With {@code pictures} drawing the answers' pictures. */
    static WebServer server(int workers, int queue, DrawPictureUseCase pictures) {
        WebSettings settings = new WebSettings(WebSettings.LOOPBACK, 0, workers, queue, 1 << 20, Duration.ofSeconds(20),
                Duration.ofSeconds(60));
        TextPorts ports = new TextPorts();
        SelectSatSolverPort noSat = spec -> {
            throw new UnsupportedOperationException("no SAT back-end in the web adapter's tests");
        };
        Pictures drawn = new Pictures(pictures);
        ReadPuzzleService read = new ReadPuzzleService(ports, ports, ports, ports, ports);
        SuguruApi suguru = new SuguruApi(read, new SolveSuguruService(ports, noSat),
                new CountSuguruService(ports, ProgressPort.SILENT, noSat), new ExplainSuguruService(ports),
                new VerifySuguruService(ports, ports), new GenerateSuguruService(ports, ProgressPort.SILENT), drawn,
                settings);
        FloodItApi floodit = new FloodItApi(read, new SolveFloodItService(ports, ProgressPort.SILENT), new CheckFloodItService(ports, ports),
                new BoundFloodItService(ports), new GenerateFloodItService(ports), drawn, settings);
        ReachabilityApi reach = new ReachabilityApi(read, null, drawn, settings);
        PlanningApi planning = new PlanningApi(read, null, null, drawn, settings);
        return new WebServer(settings, new Operations(suguru, floodit, reach, planning), new JobPool(settings),
                OpenConnections.UNKNOWN);
    }
}
