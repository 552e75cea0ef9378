package org.gridpuzzle.clikit;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.concurrent.atomic.AtomicBoolean;

/** Set when the user presses Ctrl-C; every search polls it through its limits and stops cleanly. */
@Singleton
public final class CancellationFlag {

    private final AtomicBoolean cancelled = new AtomicBoolean();

    @Inject
    public CancellationFlag() {
        // one per run
    }

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get();
    }
}
