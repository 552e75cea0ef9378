package org.gridpuzzle.application.port.out.output;

import java.nio.file.Path;
import org.gridpuzzle.application.output.Output;

/** Writes an answer as the text of the genre's format for a file name. */
public interface FormatOutputPort {

    /**
     * @param target the file the text is for: its extension picks the format
     * @throws org.gridpuzzle.application.error.UnrecognisedFormatException when the extension names none for this answer
     */
    String text(Output output, Path target);
}

