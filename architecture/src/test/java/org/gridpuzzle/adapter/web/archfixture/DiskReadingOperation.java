package org.gridpuzzle.adapter.web.archfixture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Deliberately bad: a web operation that reads a file of the server's disk named by a request. */
public class DiskReadingOperation {

    public String read(String requestedPath) throws IOException {
        return Files.readString(Path.of(requestedPath));
    }
}
