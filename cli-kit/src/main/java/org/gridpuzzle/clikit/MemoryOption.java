package org.gridpuzzle.clikit;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.OptionalLong;

/**
 * {@code --memory SIZE}: the process's memory for this run, set while the options are parsed. The bootstrap turns it
 * into the structure budget before the command runs (the launcher has already sized the heap from it).
 */
@Singleton
public final class MemoryOption {

    private volatile long bytes = -1;

    @Inject
    public MemoryOption() {
        // one per run
    }

    /** Set by the root command while it parses {@code --memory}. */
    public void set(long value) {
        bytes = value;
    }

    /** The size given, or empty. */
    public OptionalLong process() {
        return bytes < 0 ? OptionalLong.empty() : OptionalLong.of(bytes);
    }
}
