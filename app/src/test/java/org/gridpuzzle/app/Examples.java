package org.gridpuzzle.app;

import java.nio.file.Files;
import java.nio.file.Path;

/** The files under the project's {@code examples/} folder, as the tests run from a module's folder. */
final class Examples {

    static final Path DIR = Path.of("..", "examples").toAbsolutePath().normalize();

    private Examples() {
    }

    static String path(String relative) {
        Path file = DIR.resolve(relative);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("missing example " + file);
        }
        return file.toString();
    }
}
