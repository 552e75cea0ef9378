package org.gridpuzzle.domain;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * The shared benchmark data for the domain's tests ({@code ../shared/data/<sub>}, from the working folder upwards);
 * a test without it is skipped through a JUnit assumption that names the folder. (The domain cannot use
 * test-fixtures' {@code SharedData}: that module depends on this one.)
 */
public final class SharedTestData {

    private SharedTestData() {
    }

    /** The folder, or the calling test is skipped. */
    public static Path folder(String sub) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared/data").resolve(sub);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        Assumptions.assumeTrue(false, "../shared/data/" + sub + " is absent (a user's clone without the shared data)");
        throw new IllegalStateException("unreachable: the assumption above aborts the test");
    }
}
