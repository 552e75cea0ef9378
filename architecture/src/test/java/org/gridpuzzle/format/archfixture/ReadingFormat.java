package org.gridpuzzle.format.archfixture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Deliberately bad: a text format that reads its own file. */
public class ReadingFormat {

    public String read(Path file) throws IOException {
        return Files.readString(file);
    }
}
