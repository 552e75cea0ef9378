package org.gridpuzzle.adapter.planner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.error.PlannerFailedException;
import org.gridpuzzle.application.port.out.output.SaveFilePort;

/**
 * The generated files a user asked to keep (saved by the one rule of every file we write), and what a failed program
 * said.
 */
final class Dumps {

    private Dumps() {
    }

    /** Writes the model and the instance as STEM + their suffixes, each through a temporary file: whole or not at all. */
    static void write(SaveFilePort files, Path dir, String stem, String modelSuffix, String model,
            String instanceSuffix, String instance) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new PlannerFailedException(dir.toString(), "cannot write the dump: " + e.getMessage());
        }
        files.saveFile(dir.resolve(stem + modelSuffix), model.getBytes(StandardCharsets.UTF_8));
        files.saveFile(dir.resolve(stem + instanceSuffix), instance.getBytes(StandardCharsets.UTF_8));
    }

    /** The first error line of a program's stderr (gringo ends with a summary that names none), else its last line. */
    static String problem(Path stderr) throws IOException {
        List<String> lines = Files.readAllLines(stderr, StandardCharsets.ISO_8859_1);
        String last = lines.isEmpty() ? "no output" : lines.get(lines.size() - 1).trim();
        for (String line : lines) {
            String l = line.toLowerCase(Locale.ROOT);
            if (l.contains("error") && !l.contains("grounding stopped")) {
                last = line.trim();
                break;
            }
        }
        return last.length() > 200 ? last.substring(0, 200) + "..." : last;
    }
}
