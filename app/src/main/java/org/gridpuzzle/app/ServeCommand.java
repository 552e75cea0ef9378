package org.gridpuzzle.app;

import jakarta.inject.Inject;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.CommandFamily;
import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.adapter.web.WebServer;
import org.gridpuzzle.adapter.web.WebSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gridpuzzle serve}: the web page and its API until Ctrl-C. An entry point like {@link Main}: it wires the
 * web adapter and starts it, with no puzzle logic of its own.
 */
@Command(name = "serve", description = "Serve the web page and its JSON API (http://127.0.0.1:8080/ by default) until"
        + " Ctrl-C.", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
public final class ServeCommand implements CommandFamily, Callable<Integer> {

    private static final WebSettings DEFAULTS = WebSettings.defaults();

    @Option(names = "--port", paramLabel = "N", description = "Port (0: any free one). Default: 8080.")
    int port = DEFAULTS.port();

    @Option(names = "--bind", paramLabel = "ADDRESS", description = "Address to listen on. Default: 127.0.0.1 (this"
            + " machine only); 0.0.0.0 opens it to the network.")
    String bind = DEFAULTS.host();

    @Option(names = "--workers", paramLabel = "N", description = "Jobs solved at once. Default: the number of cores.")
    int workers = DEFAULTS.workers();

    @Option(names = "--queue", paramLabel = "N", description = "Jobs that may wait for a worker; more are refused with"
            + " 429. Default: 256.")
    int queue = DEFAULTS.queue();

    @Option(names = "--timeout", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Time limit of a request that names none. Default: 10s.")
    Duration timeout = DEFAULTS.defaultTimeout();

    @Option(names = "--max-timeout", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "The largest time limit a request may ask for. Default: 60s.")
    Duration maxTimeout = DEFAULTS.maxTimeout();

    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public ServeCommand(Terminal terminal, CancellationFlag cancellation) {
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() throws InterruptedException {
        WebSettings settings;
        try {
            settings = DEFAULTS.withAddress(bind, port).withPool(workers, queue).withTimeouts(timeout, maxTimeout);
        } catch (IllegalArgumentException e) {
            terminal.err().println("gridpuzzle: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        try (WebServer server = WebComponent.server(settings)) {
            int bound;
            try {
                bound = server.start();
            } catch (RuntimeException e) {
                terminal.err().println("gridpuzzle: cannot listen on " + bind + ":" + port + ": " + rootMessage(e));
                return ExitCodes.BAD_INPUT;
            }
            terminal.out().println(servingLine(settings.host(), bound, settings.workers()));
            terminal.out().flush();
            while (!cancellation.isCancelled()) {
                Thread.sleep(100);
            }
            terminal.err().println("gridpuzzle: stopping");
        }
        return ExitCodes.OK;
    }

    /**
     * Where the server listens, as a link to open here. A wildcard address is every interface: the link is loopback's
     * (a browser cannot open 0.0.0.0), and the line says that other machines reach it too, instead of naming loopback
     * alone as it did.
     */
    static String servingLine(String host, int port, int workers) {
        boolean everywhere = host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]");
        String shown = everywhere ? (host.contains(":") ? "[::1]" : "127.0.0.1")
                : host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return "serving http://" + shown + ":" + port + "/ (" + (everywhere ? "listening on every address, "
                + host + ": other machines can reach it; " : "") + workers + " workers; Ctrl-C stops)";
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
