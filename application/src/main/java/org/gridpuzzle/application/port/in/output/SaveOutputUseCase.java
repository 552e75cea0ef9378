package org.gridpuzzle.application.port.in.output;

/** Saves an answer to a file, whole or not at all, in the format the file's extension names. */
public interface SaveOutputUseCase {

    SaveOutputResult save(SaveOutputCommand command);

    /** The bytes {@link #save} would write to the command's target, for a driver that shows them itself. */
    byte[] content(SaveOutputCommand command);
}
