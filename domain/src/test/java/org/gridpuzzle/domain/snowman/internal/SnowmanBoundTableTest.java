package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.gridpuzzle.domain.SharedTestData;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The table of docs/planning.md: per level the bound at the start and what A* needs to prove the optimum (states
 * expanded and kept, time). Long, so tagged heavy: {@code mvn -pl domain test -Dtest=SnowmanBoundTableTest
 * -Dheavy.excluded=none -Dgroups=heavy [-Dsnowman.seconds=60]}.
 */
@Tag("heavy")
class SnowmanBoundTableTest {

    @Test
    void prints_the_bound_at_the_start_and_the_states_a_star_needs_per_level() throws IOException {
        Path dir = SharedTestData.folder("snowman");
        long seconds = Long.getLong("snowman.seconds", 60);
        List<Path> levels;
        try (Stream<Path> files = Files.list(dir.resolve("levels"))) {
            levels = files.filter(p -> p.toString().endsWith(".lvl")).sorted().toList();
        }
        StringBuilder table = new StringBuilder("| level | bound at start | optimum | expanded | states | ms |\n");
        for (Path file : levels) {
            SnowmanLevel level = SnowmanTestLevels.read(file);
            SnowmanFloor floor = new SnowmanFloor(level);
            SnowmanBound bound = new SnowmanBound(floor, level.start().ballCount(), MemoryAccount.open("bound", Long.MAX_VALUE));
            int[] stack = new int[floor.floors];
            boolean[] snow = new boolean[floor.floors];
            int snowLeft = 0;
            for (int f = 0; f < floor.floors; f++) {
                stack[f] = level.start().balls(floor.cellOf[f]);
                snow[f] = level.start().snow(floor.cellOf[f]);
                snowLeft += snow[f] ? 1 : 0;
            }
            int start = bound.of(stack, snow, snowLeft);
            long t0 = System.nanoTime();
            SnowmanSearch.Result r = SnowmanSearch.solve(level, SearchOptions.optimal(),
                    Limits.none().withTimeLimit(Duration.ofSeconds(seconds)));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            String name = file.getFileName().toString().replace(".lvl", "");
            String optimum = r.optimal() ? Integer.toString(r.ballMoves()) : "≥ " + r.lowerBound() + " (" + r.stopped() + ")";
            table.append("| ").append(name).append(" | ").append(start).append(" | ").append(optimum).append(" | ")
                    .append(r.expanded()).append(" | ").append(r.states()).append(" | ").append(ms).append(" |\n");
            assertThat(start).as(name).isLessThanOrEqualTo(r.optimal() ? r.ballMoves() : Integer.MAX_VALUE);
        }
        System.err.print(table);
    }
}
