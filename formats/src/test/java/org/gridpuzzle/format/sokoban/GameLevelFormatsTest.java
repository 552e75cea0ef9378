package org.gridpuzzle.format.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.snowman.SnowmanLvlFormat;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.internal.DeadSquares;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanReplay;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** XSB and Snowman level files: the shared sets load whole; bad files name the level, line and problem. */
class GameLevelFormatsTest {

    private static Path shared(String name) {
        Optional<Path> dir = SharedData.sharedData(name);
        Assumptions.assumeTrue(dir.isPresent(), "../shared/data/" + name + " is absent");
        return dir.get();
    }

    @Test
    void the_shared_sokoban_sets_load_and_no_box_starts_on_a_dead_square() throws IOException {
        for (String[] set : new String[][] {{"sokoban/microban", "155"}, {"sokoban/xsokoban90", "90"}}) {
            Path file = shared(set[0]).resolve("levels.xsb");
            List<SokobanLevel> levels = XsbFormat.parse(file.toString(), Files.readString(file));
            assertThat(levels).hasSize(Integer.parseInt(set[1]));
            for (SokobanLevel level : levels) {
                boolean[] dead = DeadSquares.of(level);
                for (int cell = 0; cell < level.cells(); cell++) {
                    assertThat(level.start().box(cell) && dead[cell]).as(level.title()).isFalse();
                }
            }
        }
    }

    @Test
    void the_shared_snowman_levels_load_with_the_published_ball_counts() throws IOException {
        Path dir = shared("snowman");
        List<String> rows = Files.readAllLines(dir.resolve("best-known.csv"));
        assertThat(rows).hasSize(31);
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",", -1);
            Path file = dir.resolve("levels").resolve(f[0]);
            SnowmanLevel level = SnowmanLvlFormat.parse(file.toString(), Files.readString(file));
            assertThat(level.start().ballCount()).as(f[0]).isEqualTo(Integer.parseInt(f[2]));
            assertThat(level.snowmen()).as(f[0]).isEqualTo(Integer.parseInt(f[3]));
        }
    }

    @Test
    void xsb_pads_rows_accepts_dashes_and_titles_and_walls_off_the_outside() {
        String text = "; 1 First\n"
                + "  ####\n"
                + "###  #\n"
                + "#.$@ #\n"
                + "#----#\n"
                + "######\n"
                + "\n"
                + "Title: Second\n"
                + "#####\n"
                + "#@$.#\n"
                + "#####\n";
        List<SokobanLevel> levels = XsbFormat.parse("two.xsb", text);
        assertThat(levels).extracting(SokobanLevel::title).containsExactly("1 First", "Second");
        SokobanLevel first = levels.get(0);
        assertThat(SokobanReplay.play(first, "L").ok()).isTrue();
        assertThat(first.solved(SokobanReplay.play(first, "L").state())).isTrue();
        assertThat(SokobanReplay.play(first, "l").error()).contains("upper case");
        // the two cells at the top left lie outside the walls: walled off, not floor
        assertThat(first.wall(0) && first.wall(1)).isTrue();
        assertThat(first.rows()).isEqualTo(5);
        assertThat(first.cols()).isEqualTo(6);
    }

    @Test
    void bad_xsb_names_the_level_and_line() {
        assertThatThrownBy(() -> XsbFormat.parse("f.xsb", "; 1 A\n#####\n#$. #\n#####\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("f.xsb:2").hasMessageContaining("no player");
        assertThatThrownBy(() -> XsbFormat.parse("f.xsb", "; 7 B\n#####\n#@$$.#\n#@   #\n######\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("'7 B'").hasMessageContaining("second player");
        assertThatThrownBy(() -> XsbFormat.parse("f.xsb", "; 3 C\n######\n#@$$.#\n######\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("'3 C'").hasMessageContaining("2 boxes and 1 goal;");
        assertThatThrownBy(() -> XsbFormat.parse("f.xsb", "; 5 D\n#######\n#@ $ .#\n#  x  #\n#######\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("f.xsb:4:4").hasMessageContaining("'5 D'")
                .hasMessageContaining("unknown character 'x'");
        assertThatThrownBy(() -> XsbFormat.parse("f.xsb", "#####?\n#@$.#\n#####\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("f.xsb:1:6")
                .hasMessageContaining("level 1: unknown character '?'");
        assertThatThrownBy(() -> XsbFormat.parse("f.xsb", "; open\n#####\n#@$.#\n#   #\n## ##\n"))
                .isInstanceOf(FormatException.class).hasMessageStartingWith("f.xsb:5:3: level 1 'open'")
                .hasMessageContaining("not closed by walls");
        assertThatThrownBy(() -> XsbFormat.parse("f.xsb", "no board here\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("no level");
    }

    @Test
    void bad_snowman_files_name_the_line_and_column() {
        assertThatThrownBy(() -> SnowmanLvlFormat.parse("s.lvl", "#####\n#p1?#\n#####\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("s.lvl:2:4").hasMessageContaining("unknown cell");
        assertThatThrownBy(() -> SnowmanLvlFormat.parse("s.lvl", "#####\n#p12##\n#####\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("s.lvl:2");
        assertThatThrownBy(() -> SnowmanLvlFormat.parse("s.lvl", "#####\n#.11#\n#####\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("no player (p or q)");
        // issue 67: "a second character" named neither what nor where the first was
        assertThatThrownBy(() -> SnowmanLvlFormat.parse("two.lvl", "#####\n#p.q#\n#.1.#\n#####\n"))
                .isInstanceOf(FormatException.class)
                .hasMessage("two.lvl:2:4: a second player (p or q; the first is at 2:2): a level has one player");
        assertThatThrownBy(() -> SnowmanLvlFormat.parse("s.lvl", "#####\n#p'1#\n#''2#\n#''3.\n#####\n"))
                .isInstanceOf(FormatException.class).hasMessage("s.lvl:4:5: the border must be wall");
        assertThatThrownBy(() -> SnowmanLvlFormat.parse("s.lvl", "######\n#p11'#\n######\n"))
                .isInstanceOf(FormatException.class).hasMessageContaining("multiple of 3");
    }
}
