package org.gridpuzzle.application.port.out.output;

import java.nio.file.Path;

/** Writes a file whole or not at all: a missing folder, a read-only one or a directory in the way is bad input. */
public interface SaveFilePort {

    void saveFile(Path target, byte[] content);

    /** Fails as {@link #saveFile} would for a missing or read-only folder or a directory in the way, before any work. */
    void checkWritable(Path target);
}

