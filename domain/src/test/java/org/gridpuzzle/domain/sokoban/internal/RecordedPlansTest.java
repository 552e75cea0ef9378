package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.domain.SharedTestData;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * The search's plans on XSokoban 1-30 and Microban 1-155, recorded before the search was taken apart, must stay byte
 * for byte the same: each of the fast search's feature spaces alone and A*, under a state limit (no clock, so the
 * answer is the same on a busy machine), with the states it counted. A change meant to alter the search re-records
 * them ({@code -Dsokoban.record=true}, then review the diff). Skipped without {@code ../shared}.
 */
class RecordedPlansTest {

    /** Expansions each run may make on Microban: enough to solve most levels. */
    private static final long MICROBAN = 2_000;
    /** On XSokoban, whose expansions cost more: a few of its levels solved, and every part of the search run. */
    private static final long XSOKOBAN = 300;
    private static final String RECORD = "recorded-plans.txt";

    @Test
    void the_plans_are_the_recorded_ones() throws IOException {
        List<String> now = new ArrayList<>();
        record("xsokoban90/levels.xsb", 30, XSOKOBAN, now);
        record("microban/levels.xsb", 155, MICROBAN, now);
        assertThat(RecordedLines.check(RECORD, now)).isEqualTo(now.size());
    }

    private static void record(String file, int count, long expansions, List<String> into) throws IOException {
        Path dir = SharedTestData.folder("sokoban");
        List<SokobanLevel> levels = XsbLevels.parse(Files.readString(dir.resolve(file)));
        Limits limits = Limits.none().withNodeLimit(expansions);
        String set = file.substring(0, file.indexOf('/'));
        for (int i = 0; i < count; i++) {
            SokobanLevel level = levels.get(i);
            for (int k = 0; k < SokobanSearch.spaces(); k++) {
                into.add(line(set, i + 1, "fast" + k, SokobanSearch.fastIn(k, level, SearchOptions.fast(), limits)));
            }
            into.add(line(set, i + 1, "optimal", SokobanSearch.solve(level, SearchOptions.optimal(), limits)));
        }
    }

    private static String line(String set, int number, String run, SokobanSearch.Result r) {
        return String.format(Locale.ROOT, "%s %d %s pushes=%d lower=%d optimal=%b exhausted=%b states=%d expanded=%d"
                + " cut=%d patterns=%d plan=%s", set, number, run, r.pushes(), r.lowerBound(), r.optimal(),
                r.exhausted(), r.states(), r.expanded(), r.cut(), r.patterns(), r.moves() == null ? "-" : r.moves());
    }
}
