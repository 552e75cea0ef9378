package org.gridpuzzle.adapter.planner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.gridpuzzle.application.error.PlannerFailedException;

/** The generated files a user asked to keep, written whole or not at all. */
final class Dumps {

    private Dumps() {
    }

    /** Writes {@code STEM.model.lp} and {@code STEM.instance.lp}, each through a temporary file: whole or not at all. */
    static void write(Path dir, String stem, String model, String instance) {
        try {
            Files.createDirectories(dir);
            whole(dir.resolve(stem + ".model.lp"), model);
            whole(dir.resolve(stem + ".instance.lp"), instance);
        } catch (IOException e) {
            throw new PlannerFailedException(dir.toString(), "cannot write the dump: " + e.getMessage());
        }
    }

    private static void whole(Path target, String text) throws IOException {
        Path part = target.resolveSibling(target.getFileName() + ".part");
        try {
            Files.writeString(part, text, StandardCharsets.UTF_8);
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(part);
        }
    }
}
