package org.gridpuzzle.adapter.cli.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.application.error.InvalidInputException;

/** Finding shared benchmark data. */
final class BenchData {

    private BenchData() {
    }

    /** {@code shared/data/<sub>} seen from the working folder or a parent. */
    static Path locate(String sub) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared/data").resolve(sub);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new InvalidInputException(sub, "benchmark data not found: no shared/data/" + sub
                + " in the working folder or any folder above it; run from the project beside ../shared,"
                + " or name the data with an option (see --help)");
    }
}
