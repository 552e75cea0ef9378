package org.gridpuzzle.adapter.sat.planning;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.adapter.sat.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.planning.SnowmanSequentialEncoding;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanReplay;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Sequential walking-abstracted planning with the embedded solver proves the published optimum of the
 * four levels the issue names: f(opt − 1) is UNSAT and f(opt) gives a plan that the simulator replays to
 * a solved level with exactly opt ball moves.
 */
class SnowmanSequentialPlanningTest {

    @Test
    void proves_the_published_optima_of_tanya_rebecca_chris_and_lydia() throws IOException {
        Path dir = null;
        for (Path p = Path.of("").toAbsolutePath(); p != null && dir == null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("shared/data/snowman"))) {
                dir = p.resolve("shared/data/snowman");
            }
        }
        if (dir == null) {
            System.out.println("skipped: ../shared/data/snowman is absent");
        }
        Assumptions.assumeTrue(dir != null, "../shared/data/snowman is absent");
        List<String> rows = Files.readAllLines(dir.resolve("best-known.csv"));
        for (String name : new String[] {"tanya", "rebecca", "chris", "lydia"}) {
            String row = rows.stream().filter(r -> r.startsWith(name + ".lvl,")).findFirst().orElseThrow();
            int optimum = Integer.parseInt(row.split(",", -1)[4]);
            SnowmanLevel level = read(dir.resolve("levels/" + name + ".lvl"));
            try (Sat4jSolver solver = new Sat4jSolver()) {
                new SnowmanSequentialEncoding(level, optimum - 1, solver);
                assertThat(solver.solve(Limits.none())).as(name + " in " + (optimum - 1)).isEqualTo(SatStatus.UNSAT);
            }
            try (Sat4jSolver solver = new Sat4jSolver()) {
                SnowmanSequentialEncoding f = new SnowmanSequentialEncoding(level, optimum, solver);
                assertThat(solver.solve(Limits.none())).as(name + " in " + optimum).isEqualTo(SatStatus.SAT);
                SnowmanReplay.Result replay = SnowmanReplay.play(level, f.plan());
                assertThat(replay.error()).as(name).isNull();
                assertThat(replay.ballMoves()).isEqualTo(optimum);
                assertThat(SnowmanReplay.solved(level, replay.state())).as(name).isTrue();
            }
        }
    }

    static SnowmanLevel read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file).stream().filter(r -> !r.isBlank()).toList();
        int h = lines.size();
        int w = lines.get(0).length();
        boolean[] wall = new boolean[h * w];
        boolean[] snow = new boolean[h * w];
        int[] balls = new int[h * w];
        int agent = -1;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                char ch = lines.get(r).charAt(c);
                int cell = r * w + c;
                wall[cell] = ch == '#' || ch == 'x';
                snow[cell] = ch == '.' || ch == 'p';
                if (ch == 'p' || ch == 'q') {
                    agent = cell;
                }
                if (ch >= '1' && ch <= '7') {
                    balls[cell] = ch - '0';
                }
            }
        }
        return new SnowmanLevel(h, w, wall, snow, balls, agent);
    }
}
