package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.app.web.WebClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plan pictures on big fields, on the web and the command line (hostile run 2026-12-07, H2 and M4): a 22 KB Snowman
 * level and 310 moves got a 741 MB answer after 54 s (every cell drawn once per move, the picture sized as if once),
 * a 40 KB one lost its plan to a 413, {@code -o x.svg} wrote 639 MB or ran out of memory, and a 490 KB field's
 * answer was thrown away for its 93 MB picture. A plan's frames now draw what changed, the picture is counted before
 * it is drawn, and a picture too large for the server leaves the answer whole, saying why it has none.
 */
class PlanPicturesTest {

    private static WebClient web;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        web = WebClient.start(2, 16);
    }

    @AfterAll
    static void stop() {
        web.close();
    }

    @Test
    void a_150_by_150_field_with_310_moves_is_a_picture_of_a_few_megabytes_on_the_web_and_the_command_line()
            throws IOException {
        String level = field(150, true);
        String moves = far150Moves();
        long t0 = System.nanoTime();
        Reply checked = web.post("/api/snowman/check", Map.of("text", level, "name", "far150.lvl", "moves", moves));
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertThat(checked.status()).as(checked.raw().body().substring(0, Math.min(300, checked.raw().body().length())))
                .isEqualTo(200);
        assertThat(checked.json().get("moves").asInt()).as("the whole plan replayed").isEqualTo(310);
        String svg = checked.text("svg");
        assertThat(svg.length()).as("one board and what each move changes (741 MB before)").isBetween(1 << 20, 4 << 20);
        assertThat(svg).contains("data-frames=\"cumulative\"");
        assertThat(seconds).as("seconds for the answer").isLessThan(30.0);

        Path file = dir.resolve("far150.lvl");
        Files.writeString(file, level);
        Path picture = dir.resolve("far150.svg");
        CliRun.of("snowman", "check", file.toString(), moves, "-o", picture.toString(), "-q");
        assertThat(Files.readString(picture)).as("the command line draws the web's picture").isEqualTo(svg);
    }

    @Test
    void a_field_too_large_to_draw_here_keeps_its_answer_without_a_picture() {
        // 600 × 600: 358,804 floor cells, about 34 MB of SVG for the board alone, over the server's 32 MB
        String level = field(600, false);
        long t0 = System.nanoTime();
        Reply checked = web.post("/api/snowman/check", Map.of("text", level, "name", "open600.lvl", "moves", "rrdDr"));
        assertThat(checked.status()).as(checked.raw().body()).isEqualTo(200);
        assertThat(checked.json().get("moves").asInt()).as("the answer is there").isEqualTo(5);
        assertThat(checked.json().get("objectMoves").asInt()).isEqualTo(1);
        assertThat(checked.json().has("svg")).isFalse();
        assertThat(checked.text("noPicture")).contains("more than the 32 MB this server draws", "-o FILE.svg");
        assertThat((System.nanoTime() - t0) / 1e9).as("sized, not drawn").isLessThan(30.0);
    }

    /**
     * An open n × n field walled round, snow inside: with {@code far} three small balls near the far corner (the
     * hostile run's far150.lvl), else beside the character in the near one.
     */
    static String field(int n, boolean far) {
        char[][] g = new char[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                g[r][c] = r == 0 || c == 0 || r == n - 1 || c == n - 1 ? '#' : '.';
            }
        }
        g[1][1] = 'p';
        int b = far ? n - 5 : 3;
        g[b][b - 2] = '1';
        g[b][b] = '1';
        g[b][b + (far ? -4 : 2)] = '1';
        StringBuilder text = new StringBuilder();
        for (char[] row : g) {
            text.append(row).append('\n');
        }
        return text.toString();
    }

    /** Down and right above the first ball, six ball moves, then up and down to 310 moves. */
    static String far150Moves() {
        int b = 145;
        StringBuilder moves = new StringBuilder("d".repeat(b - 2)).append("r".repeat(b - 5));
        moves.append("DDD").append("uuurrDD").append("uurrD");
        while (moves.length() < 310) {
            moves.append(moves.length() % 2 == 0 ? 'u' : 'd');
        }
        return moves.toString();
    }
}
