package org.gridpuzzle.domain.sokoban.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A test's lines against a resource recorded beside the tests of this package ({@link RecordedPlansTest},
 * {@link TableOneRecordTest}): with {@code -Dsokoban.record=true} the lines are written there (review the diff), else
 * each is compared with the recorded line at its place.
 */
final class RecordedLines {

    private RecordedLines() {
    }

    /** Whether this run records instead of comparing. */
    static boolean recording() {
        return Boolean.getBoolean("sokoban.record");
    }

    /**
     * Records {@code now} as {@code resource}, or compares it line by line with what was recorded (a null line is one
     * not run this time, left unchecked); returns the lines compared (all of them when recording).
     */
    static int check(String resource, List<String> now) throws IOException {
        if (recording()) {
            Files.write(Path.of("src/test/resources/org/gridpuzzle/domain/sokoban", resource), now,
                    StandardCharsets.UTF_8);
            return now.size();
        }
        List<String> recorded;
        try (InputStream in = RecordedLines.class.getResourceAsStream(resource)) {
            recorded = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        assertThat(now).hasSameSizeAs(recorded);
        int checked = 0;
        for (int k = 0; k < now.size(); k++) {
            if (now.get(k) != null) {
                assertThat(now.get(k)).as("line %d of %s", k + 1, resource).isEqualTo(recorded.get(k));
                checked++;
            }
        }
        return checked;
    }
}
