package org.gridpuzzle.application.port.in.output;

import java.nio.file.Path;

/** Saves an answer to a file, whole or not at all, in the format the file's extension names. */
public interface SaveOutputUseCase {

    SaveOutputResult save(SaveOutputCommand command);

    /** The bytes {@link #save} would write to the command's target, for a driver that shows them itself. */
    byte[] content(SaveOutputCommand command);

    /**
     * Checks, before a long search, that {@link #save} will be able to write to {@code target}: a missing or read-only
     * folder, or a directory of that name, is bad input now rather than after the work is done.
     */
    void checkTarget(Path target);
}
