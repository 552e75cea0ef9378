package org.gridpuzzle.format.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Hostile level files, made at test time (small on disk): run-length rows that would expand to tens of millions of
 * cells, counts that overflow, and SLC levels of tens of thousands of rows. Each is refused with its line before
 * anything of that size is built, or read in linear time; each failed before its fix (exit 1 with
 * NegativeArraySizeException, 5.9 GiB, 13 s for 20,000 rows).
 */
class HostileLevelsTest {

    /** A short text whose rows each expand to 9,999 cells: 4,000 of them are 40 million cells in 24 KB. */
    private static String runLengthBomb(int rows) {
        StringBuilder sb = new StringBuilder("; bomb\n");
        sb.append("9999#\n");
        for (int r = 0; r < rows; r++) {
            sb.append("#@9997-#\n".replace("@", r == 0 ? "@" : "-"));
        }
        return sb.append("9999#\n").toString();
    }

    @Test
    void a_run_length_bomb_is_refused_at_its_line_before_it_is_built() {
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> XsbFormat.parse("bomb.sok", runLengthBomb(4000)))
                .isInstanceOfSatisfying(FormatException.class, e -> {
                    assertThat(e.line()).isGreaterThan(100).isLessThan(4000);
                    assertThat(e.getMessage()).contains("bomb.sok:", "more than the 1048576 cells a level may have");
                });
        assertThat((System.nanoTime() - t0) / 1e9).as("refused before building").isLessThan(5.0);
    }

    @Test
    void nested_groups_and_long_counts_cannot_overflow() {
        // 9999 × (9999 × ...) nested: each level of nesting multiplies; refused where the run starts
        String nested = "; n\n#@.$" + "9999(".repeat(5) + "-" + ")".repeat(5) + "#\n";
        assertThatThrownBy(() -> XsbFormat.parse("n.sok", nested)).isInstanceOfSatisfying(FormatException.class,
                e -> assertThat(e.getMessage()).contains("n.sok:2:", "run-length row expands to more than"));
        String wide = "; w\n" + "#@.$" + "9999-".repeat(120) + "#\n";
        assertThatThrownBy(() -> XsbFormat.parse("w.sok", wide)).isInstanceOf(FormatException.class)
                .hasMessageContaining("w.sok:2:");
    }

    private static String slc(int rows) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection>\n"
                + "<Level Id=\"tall\">\n<L>#####</L>\n<L>#@$.#</L>\n");
        for (int r = 0; r < rows; r++) {
            sb.append("<L>#   #</L>\n");
        }
        return sb.append("<L>#####</L>\n</Level>\n</LevelCollection></SokobanLevels>\n").toString();
    }

    @Test
    void an_slc_level_of_80000_rows_reads_in_linear_time() {
        long t = System.nanoTime();
        List<SokobanLevel> large = XsbFormat.parse("taller.slc", slc(80_000));
        double two = (System.nanoTime() - t) / 1e9;
        assertThat(large.get(0).rows()).isEqualTo(80_003);
        // generous: under a second quiet (it took 13 s for 20,000 rows), and doubling the rows less than triples the
        // time (the best of five each: one timing each failed on a machine of load 15, 0.81 s against 0.20 s)
        assertThat(two).as("80,000 rows").isLessThan(10.0);
        assertDoublingLessThanTriples(HostileLevelsTest::slc, 40_000, "rows");
    }

    private static String unclosedRows(int rows) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection>\n"
                + "<Level Id=\"open\">\n");
        for (int r = 0; r < rows; r++) {
            sb.append(r == 1 ? "<L>#@$.#\n" : "<L>#   #\n");
        }
        return sb.append("</Level>\n</LevelCollection></SokobanLevels>\n").toString();
    }

    private static String longRow(int spaces) {
        return "<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection>\n<Level Id=\"wide\">\n<L>#####</L>\n"
                + "<L>#@$.#</L>\n<L>#" + " ".repeat(spaces) + "#</L>\n<L>#####</L>\n</Level>\n</LevelCollection>"
                + "</SokobanLevels>\n";
    }

    /** The least of five timings of a parse that may throw (the noise of a busy machine only adds time). */
    private static double bestOf5(String text) {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            long t = System.nanoTime();
            try {
                XsbFormat.parse("t.slc", text);
            } catch (FormatException e) {
                // refused: its time is what is measured
            }
            best = Math.min(best, (System.nanoTime() - t) / 1e9);
        }
        return best;
    }

    /** Twice the input takes less than three times as long (a ratio, so that a busy machine slows both alike). */
    private static void assertDoublingLessThanTriples(java.util.function.IntFunction<String> input, int n, String what) {
        bestOf5(input.apply(n / 5)); // warm-up
        double one = bestOf5(input.apply(n));
        double two = bestOf5(input.apply(2 * n));
        assertThat(two).as("%.3f s for %d %s against %.3f s for %d", two, 2 * n, what, one, n)
                .isLessThan(Math.max(3 * one, 0.5));
    }

    @Test
    void unclosed_rows_are_refused_at_their_line_in_linear_time() {
        assertThatThrownBy(() -> XsbFormat.parse("open.slc", unclosedRows(20_000)))
                .isInstanceOf(FormatException.class).hasMessage("open.slc:4: level 1 'open': row 1 is not closed:"
                        + " <L> needs its </L> before the next tag");
        // it took 10.4 s for 20,000 rows (each unclosed row scanned to the level's end)
        assertDoublingLessThanTriples(HostileLevelsTest::unclosedRows, 10_000, "unclosed rows");
    }

    @Test
    void one_long_row_reads_in_linear_time() {
        assertThat(XsbFormat.parse("wide.slc", longRow(200_000)).get(0).cols()).isEqualTo(200_002);
        // a row of 200,000 spaces took 17 s (trimmed by a regular expression, quadratic in the spaces before a wall)
        assertDoublingLessThanTriples(HostileLevelsTest::longRow, 50_000, "spaces in one row");
    }

    @Test
    void a_level_missing_its_closing_tag_does_not_take_the_next_ones_rows() {
        String two = "<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection>\n<Level Id=\"a\">\n<L>#####</L>\n"
                + "<Level Id=\"b\">\n<L>#####</L>\n<L>#@$.#</L>\n<L>#####</L>\n</Level>\n</LevelCollection>"
                + "</SokobanLevels>\n";
        assertThatThrownBy(() -> XsbFormat.parse("two.slc", two)).isInstanceOf(FormatException.class)
                .hasMessage("two.slc:5: level 1 'a': no closing </Level> before the next <Level>");
    }

    /** {@code levels} levels none of which is closed, each padded to about {@code size} characters. */
    private static String unclosedLevels(int levels, int size) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\"?>\n<SokobanLevels><LevelCollection>\n");
        String level = "<Level Id=\"open\">\n<L>#####</L>\n<L>#@$.#</L>\n<L>#####</L>\n";
        String padding = "\n".repeat(Math.max(0, size - level.length()));
        for (int i = 0; i < levels; i++) {
            sb.append(level).append(padding);
        }
        return sb.append("</LevelCollection></SokobanLevels>\n").toString();
    }

    @Test
    void unclosed_levels_read_in_linear_time() {
        // each level's </Level> was looked for to the end of the text, a time of levels times characters: 4,000
        // unclosed levels in 1 MB took 1.8 s, 5,000 in 20 MB about 15 s; now well under a second
        assertDoublingLessThanTriples(n -> unclosedLevels(n, 3_000), 2_000, "unclosed levels");
        assertBounded();
    }

    private static void assertBounded() {
        String big = unclosedLevels(XsbFormat.MAX_LEVELS, 4_000);
        assertThat(big.length()).isGreaterThan(19_000_000);
        long t = System.nanoTime();
        List<LevelEntry> levels = XsbFormat.levels("open.slc", big);
        double seconds = (System.nanoTime() - t) / 1e9;
        assertThat(levels).hasSize(XsbFormat.MAX_LEVELS);
        assertThatThrownBy(() -> levels.get(1).level().get())
                .hasMessageEndingWith("level 2 'open': no closing </Level> before the next <Level>");
        assertThat(seconds).as("%.3f s for 5,000 unclosed levels in 20 MB", seconds).isLessThan(5.0);
    }

    @Test
    void the_reader_stops_on_its_clock() {
        Limits cancelled = Limits.none().withCancellation(() -> true);
        assertThatThrownBy(() -> XsbFormat.parse("tall.slc", slc(5_000), cancelled.start()))
                .isInstanceOfSatisfying(StoppedException.class, e -> assertThat(e.reason())
                        .isEqualTo(StopReason.CANCELLED));
        String xsb = "; tall\n#####\n#@$.#\n" + "#   #\n".repeat(20_000) + "#####\n";
        assertThatThrownBy(() -> XsbFormat.parse("tall.xsb", xsb, cancelled.start()))
                .isInstanceOf(StoppedException.class);
        assertThat(XsbFormat.parse("tall.xsb", xsb, Limits.none().start()).get(0).rows()).isEqualTo(20_003);
    }
}
