package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Test;

/**
 * "Limits apply per level": each level of a several-level run searches its own time limit (before, every level shared
 * the first one's deadline, so levels 51 and 52 of XSokoban got 0.1 s each after 50 took the rest).
 */
class PerLevelLimitsTest {

    @Test
    void every_level_searches_its_own_limit() throws Exception {
        Path levels = SharedData.sharedData("sokoban/xsokoban90").map(d -> d.resolve("levels.xsb")).orElse(null);
        assumeTrue(levels != null && Files.exists(levels), "../shared/data/sokoban/xsokoban90 is absent");
        // A* proves none of the three in 2 s: each level runs into its own limit
        CliRun run = CliRun.of("sokoban", "solve", levels.toString(), "--level", "50", "--level", "51", "--level", "52",
                "--timeout", "2s", "--strategy", "search-optimal", "--json", "-q");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        JsonNode doc = new ObjectMapper().readTree(run.out());
        assertThat(doc.get("levels")).hasSize(3);
        for (JsonNode level : doc.get("levels")) {
            assertThat(level.get("stopped").asText()).as(level.toString()).startsWith("time limit");
            // loose: 2 s each on a quiet machine; a busy one cannot make a level search less than its own limit
            assertThat(level.get("millis").asDouble()).as(level.get("title").asText()).isGreaterThan(1500.0);
        }
    }
}
