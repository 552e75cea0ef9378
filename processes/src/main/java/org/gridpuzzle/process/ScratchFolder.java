package org.gridpuzzle.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The temporary folder of one solver run (its input, output and error files), removed when the run ends. */
public final class ScratchFolder {

    private ScratchFolder() {
    }

    /** Removes the folder and its files; a folder left behind is harmless, so failures are ignored. */
    public static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
            Files.deleteIfExists(dir);
        } catch (IOException ignored) {
            // a temporary folder left behind is harmless
        }
    }
}
