package org.gridpuzzle.adapter.cli;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.out.ProgressPort;

/** Progress lines on stderr, so stdout stays the result alone. */
public final class StderrProgressAdapter implements ProgressPort {

    private final Terminal terminal;

    @Inject
    public StderrProgressAdapter(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public void report(String stage, String message) {
        terminal.err().println("[" + stage + "] " + message);
        terminal.err().flush();
    }
}

