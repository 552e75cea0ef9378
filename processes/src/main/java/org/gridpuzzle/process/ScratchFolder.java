package org.gridpuzzle.process;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/** The temporary folder of one solver run (its input, output and error files), removed when the run ends. */
public final class ScratchFolder {

    private ScratchFolder() {
    }

    /**
     * Removes the folder and everything in it, at any depth, going on past what cannot be removed (a folder left
     * behind is harmless, so failures are ignored). Links are removed, never followed. It went one level deep and
     * stopped at the first error: a job's folder with a folder of its own in it stayed whole.
     */
    public static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    delete(file); // unreadable (a folder without read permission): removed if it is empty
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path folder, IOException e) {
                    delete(folder);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException | RuntimeException ignored) {
            // a temporary folder left behind is harmless
        }
    }

    private static void delete(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException | RuntimeException ignored) {
            // left behind; the rest goes on
        }
    }
}
