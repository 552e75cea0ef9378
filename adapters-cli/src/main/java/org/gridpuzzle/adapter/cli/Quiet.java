package org.gridpuzzle.adapter.cli;

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

    void set(boolean value) {
        quiet = value;
    }

    public boolean isQuiet() {
        return quiet;
    }
}

