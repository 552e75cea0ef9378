package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.SharedTestData;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;
import org.gridpuzzle.domain.sokoban.internal.fess.ParkingSearch;
import org.junit.jupiter.api.Test;

/**
 * The packing plans of the published levels (skipped without {@code ../shared}): every XSokoban level gets a whole
 * plan, and SokoStation 21, whose 3×3 block of goals no order of lone boxes fills, gets one that parks boxes.
 */
class ParkingPlansTest {

    @Test
    void every_xsokoban_level_gets_a_whole_plan() throws IOException {
        Path file = SharedTestData.folder("sokoban").resolve("xsokoban90/levels.xsb");
        List<Integer> partial = new ArrayList<>();
        List<SokobanLevel> levels = XsbLevels.parse(Files.readString(file));
        for (int k = 0; k < levels.size(); k++) {
            PackingPlan plan = plan(levels.get(k));
            if (plan == null || !plan.complete()) {
                partial.add(k + 1);
            }
        }
        assertThat(partial).as("levels without a whole plan").isEmpty();
    }

    @Test
    void sokostation_21_parks_boxes_to_fill_its_block_of_goals() throws IOException {
        Path file = SharedTestData.folder("sokoban").resolve("sokobano-paper/SokoStation.sok");
        SokobanLevel level = XsbLevels.parseSok(Files.readString(file, Charset.forName("windows-1252"))).get(20);
        assertThat(level.start().boxCount()).isEqualTo(13);
        PackingPlan plan = plan(level);
        assertThat(plan.complete()).as("%s", plan).isTrue();
        assertThat(plan.parks()).as("%s", plan).isPositive();
    }

    private static PackingPlan plan(SokobanLevel level) {
        return ParkingSearch.find(new SokobanRoom(level).planFloor(), () -> false, 1L << 30);
    }
}
