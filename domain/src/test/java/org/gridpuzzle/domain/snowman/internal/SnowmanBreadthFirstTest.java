package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanReplayResult;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.SharedTestData;
import org.junit.jupiter.api.Test;

/**
 * The breadth-first oracle reproduces the published optimal ball-move counts of the five easiest levels
 * (so our rules agree with the research tools'), and its plans replay to a solved level.
 */
class SnowmanBreadthFirstTest {

    @Test
    void optimal_ball_moves_match_the_published_optima() throws IOException {
        Path dir = SharedTestData.folder("snowman");
        List<String> rows = Files.readAllLines(dir.resolve("best-known.csv"));
        for (String name : new String[] {"tanya", "andy", "rebecca", "chris", "lydia"}) {
            String row = rows.stream().filter(r -> r.startsWith(name + ".lvl,")).findFirst().orElseThrow();
            int optimum = Integer.parseInt(row.split(",", -1)[4]);
            SnowmanLevel level = SnowmanTestLevels.read(dir.resolve("levels/" + name + ".lvl"));
            SnowmanBreadthFirst.Plan plan = new SnowmanBreadthFirst().solve(level, Limits.none()).orElseThrow();
            assertThat(plan.ballMoves()).as(name).isEqualTo(optimum);
            SnowmanReplayResult replay = SnowmanReplay.play(level, plan.moves());
            assertThat(replay.error()).as(name).isNull();
            assertThat(replay.ballMoves()).isEqualTo(optimum);
            assertThat(SnowmanReplay.solved(level, replay.state())).as(name).isTrue();
        }
    }
}
