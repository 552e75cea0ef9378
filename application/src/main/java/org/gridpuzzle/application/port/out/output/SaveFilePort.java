package org.gridpuzzle.application.port.out.output;

import java.nio.file.Path;
import org.gridpuzzle.domain.search.Limits;

/** Writes a file whole or not at all: a missing folder, a read-only one or a directory in the way is bad input. */
public interface SaveFilePort {

    void saveFile(Path target, byte[] content);

    /**
     * As {@link #saveFile(Path, byte[])}, within a run's limits: a write that waits (a FIFO nobody reads) stops at the
     * time limit or on cancellation with {@link org.gridpuzzle.application.error.OutputStoppedException}.
     */
    default void saveFile(Path target, byte[] content, Limits limits) {
        saveFile(target, content);
    }

    /** Fails as {@link #saveFile} would for a missing or read-only folder or a directory in the way, before any work. */
    void checkWritable(Path target);
}

