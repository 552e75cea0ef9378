package org.gridpuzzle.clikit;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/** {@code -q}: no progress and no "wrote FILE" lines on stderr; errors still show. Set while the options are parsed. */
@Singleton
public final class Quiet {

    private volatile boolean quiet;

    @Inject
    public Quiet() {
        // one per run
    }

    /** Set by the root command while it parses {@code -q}. */
    public void set(boolean value) {
        quiet = value;
    }

    public boolean isQuiet() {
        return quiet;
    }
}

