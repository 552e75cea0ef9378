package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command that can run long, on an input it cannot finish within seconds: with {@code --timeout 2s} it answers
 * (exit 0 or 3) within 2.5 s, and without a limit Ctrl-C (the cancellation flag the signal handler sets) stops it
 * within 0.5 s. Runs in this JVM, so the times exclude JVM start; each input was checked to take far longer than
 * the limit when nothing stops it.
 */
class LimitsEveryCommandIT {

    @TempDir
    static Path dir;

    private static ExecutorService worker;

    @BeforeAll
    static void hardInputs() throws IOException {
        worker = Executors.newSingleThreadExecutor();
        Files.writeString(dir.resolve("empty300.sug"), emptySuguru(300));
        // boards from the tool's own generator, as a user would make them; the exact search proves a third of random
        // 22×22 boards within 2 s (one did before the 600 ms Ctrl-C), while 30×30 seed 1 outlasts 20 s
        assertThat(CliRun.of("floodit", "generate", "--rows", "30", "--cols", "30", "--seed", "1", "-q", "-o",
                dir.resolve("b30.flood").toString()).exitCode()).isZero();
        // 100×100: the beam outlasts minutes, and its tables (built before the first node) take only milliseconds
        assertThat(CliRun.of("floodit", "generate", "--rows", "100", "--cols", "100", "-q", "-o",
                dir.resolve("b100.flood").toString()).exitCode()).isZero();
        // 200×200: 27,000 components, where the Fixed search once built 3 GB of tables and took 1–3 s to stop
        assertThat(CliRun.of("floodit", "generate", "--rows", "200", "--cols", "200", "-q", "-o",
                dir.resolve("b200.flood").toString()).exitCode()).isZero();
        // the Free greedy plays 2000×2000 (2.7 M components) in 3.5 s; 1500×1500 still outlasts 2 s, with
        // under a second of reading and contracting before its first check
        assertThat(CliRun.of("floodit", "generate", "--rows", "1500", "--cols", "1500", "-q", "-o",
                dir.resolve("b1500.flood").toString()).exitCode()).isZero();
        Files.writeString(dir.resolve("split20.map"), map(20, true));
        Files.writeString(dir.resolve("split24.map"), map(24, true));
        Files.writeString(dir.resolve("php.cnf"), pigeonholes(11, 10));
        Files.writeString(dir.resolve("room.xsb"), sokobanRoom());
        Files.writeString(dir.resolve("room.lvl"), snowmanRoom());
    }

    @AfterAll
    static void stopWorker() {
        worker.shutdownNow();
    }

    static Stream<String> commands() {
        return Stream.of(
                "suguru solve empty300.sug",
                "suguru count empty300.sug",
                "suguru hint empty300.sug",
                "suguru explain empty300.sug",
                "suguru generate --rows 80 --cols 80 --seed 1",
                "floodit solve b30.flood",
                "floodit solve b100.flood --heuristic",
                "floodit solve b200.flood",
                "floodit solve b1500.flood --mode free --heuristic",
                "reach split24.map --encoding path",
                "reach split20.map --encoding dag",
                "reach split20.map --encoding tree",
                "sat php.cnf",
                "sokoban solve room.xsb --strategy sequential",
                "snowman solve room.lvl --strategy sequential");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void a_two_second_timeout_answers_within_a_few_seconds(String command) throws Exception {
        TimedRun run = run(command + " --timeout 2s", -1);
        assertThat(run.code()).as("%s: %s", command, run.err()).isIn(0, 3);
        // a bound a busy machine keeps; how close each command comes to its limit is docs/limits.sh's to measure
        assertThat(run.millis()).as(command).isLessThan(5000);
        assertThat(run.millis()).as("%s: the input must be hard enough to meet the limit", command)
                .isGreaterThanOrEqualTo(run.code() == 3 ? 1900 : 0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void ctrl_c_stops_within_a_few_seconds(String command) throws Exception {
        TimedRun run = run(command, 600);
        assertThat(run.code()).as("%s: %s", command, run.err()).isIn(0, 3);
        assertThat(run.millisAfterCancel()).as("%s: stopped %d ms after Ctrl-C", command, run.millisAfterCancel())
                .isBetween(0L, 3000L);
        assertThat(run.err().lines().count() + run.out().lines().count()).as(command).isPositive();
    }

    /** Runs one command line in the worker thread; cancels it after {@code cancelAfterMillis} unless negative. */
    private static TimedRun run(String command, long cancelAfterMillis) throws Exception {
        List<String> args = new ArrayList<>();
        for (String word : command.split(" ")) {
            args.add(word.contains(".") && !word.startsWith("-") ? dir.resolve(word).toString() : word);
        }
        return TimedRun.of(Main.GRIDPUZZLE, worker, args.toArray(String[]::new), cancelAfterMillis);
    }

    /** Regions are 2×2 blocks and nothing is given: a huge search space with many solutions. */
    private static String emptySuguru(int side) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                sb.append(c > 0 ? " " : "").append('r').append((r / 2) * (side / 2) + c / 2);
            }
            sb.append('\n');
        }
        sb.append('\n');
        for (int r = 0; r < side; r++) {
            sb.append(".".repeat(side)).append('\n');
        }
        return sb.toString();
    }

    /** An open map from corner to corner, or one split by a wall column (not reachable: a refutation). */
    private static String map(int side, boolean split) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                char cell = split && c == side / 2 ? '#' : '.';
                sb.append(r == 0 && c == 0 ? 'S' : r == side - 1 && c == side - 1 ? 'T' : cell);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** n pigeons in m holes, n > m: unsatisfiable, and exponential for resolution. */
    private static String pigeonholes(int n, int m) {
        List<String> clauses = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            StringBuilder c = new StringBuilder();
            for (int j = 0; j < m; j++) {
                c.append(i * m + j + 1).append(' ');
            }
            clauses.add(c + "0");
        }
        for (int j = 0; j < m; j++) {
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    clauses.add(-(a * m + j + 1) + " " + -(b * m + j + 1) + " 0");
                }
            }
        }
        return "p cnf " + n * m + " " + clauses.size() + "\n" + String.join("\n", clauses) + "\n";
    }

    /** A 12×12 open room with seven boxes and goals scattered: long plans, a wide SAT horizon. */
    private static String sokobanRoom() {
        char[][] g = room(14, ' ');
        Random random = new Random(3);
        List<int[]> cells = new ArrayList<>();
        for (int r = 2; r < 12; r++) {
            for (int c = 2; c < 12; c++) {
                cells.add(new int[] {r, c});
            }
        }
        java.util.Collections.shuffle(cells, random);
        for (int i = 0; i < 14; i++) {
            g[cells.get(i)[0]][cells.get(i)[1]] = i < 7 ? '$' : '.';
        }
        g[1][1] = '@';
        return text(g);
    }

    /** A 10×10 snow field with six small balls: two snowmen, far apart. */
    private static String snowmanRoom() {
        char[][] g = room(12, '.');
        for (int[] b : new int[][] {{2, 2}, {2, 9}, {9, 2}, {9, 9}, {5, 5}, {6, 6}}) {
            g[b[0]][b[1]] = '1';
        }
        g[1][1] = 'p';
        return text(g);
    }

    private static char[][] room(int side, char floor) {
        char[][] g = new char[side][side];
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                g[r][c] = r == 0 || c == 0 || r == side - 1 || c == side - 1 ? '#' : floor;
            }
        }
        return g;
    }

    private static String text(char[][] g) {
        StringBuilder sb = new StringBuilder();
        for (char[] row : g) {
            sb.append(new String(row)).append('\n');
        }
        return sb.toString();
    }
}
